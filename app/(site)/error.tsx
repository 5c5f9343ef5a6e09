'use client';

import Link from '@/components/navigation/IntentLink';
import { useTranslations } from 'next-intl';

export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Error');
  return (
    <div className="prose" role="alert">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>{' '}
        <Link href="/" className="button button-secondary">
          {t('home')}
        </Link>
      </p>
    </div>
  );
}
