import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import NextSteps from '@/components/navigation/NextSteps';
import { getSite } from '@/lib/content';

/**
 * The whole title: the layout's title template does not reach a not-found page rendered for a
 * route's `notFound()` (e.g. /galerie/<unknown>), nor the global one.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [t, site] = await Promise.all([getTranslations('NotFound'), getSite()]);
  return { title: { absolute: `${t('title')} – ${site.name}` } };
}

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <>
      <div className="prose">
        <h1>{t('title')}</h1>
        <p className="lead">{t('text')}</p>
      </div>
      <NextSteps />
    </>
  );
}
