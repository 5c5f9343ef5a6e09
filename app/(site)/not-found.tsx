import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <div className="prose">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href="/" className="button">
          {t('home')}
        </Link>{' '}
        <Link href="/galerie" className="button button-secondary">
          {t('gallery')}
        </Link>
      </p>
    </div>
  );
}
