import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
import { getTranslations } from 'next-intl/server';
import { getContent } from '@/lib/content';

/**
 * The whole title: the layout's title template does not reach a not-found page rendered for a
 * route's `notFound()` (e.g. /galerie/<unknown>), nor the global one.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [t, { site }] = await Promise.all([getTranslations('NotFound'), getContent()]);
  return { title: { absolute: `${t('title')} – ${site.name}` } };
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
