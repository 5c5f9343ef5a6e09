import { getTranslations } from 'next-intl/server';
import { breadcrumbList, type Crumb } from '@/lib/seo/structured-data';
import JsonLd from './JsonLd';

/**
 * A page's own structured data: its breadcrumb trail from the start page (`trail`: the steps
 * below it, the page itself last) and what the page is (`nodes`, e.g. a place or a list).
 */
export default async function PageStructuredData({
  trail,
  nodes = [],
}: {
  trail: Crumb[];
  nodes?: object[];
}) {
  const t = await getTranslations('Navigation');
  return <JsonLd data={[breadcrumbList([{ name: t('start'), path: '/' }, ...trail]), ...nodes]} />;
}
