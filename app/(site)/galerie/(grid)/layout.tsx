import { getTranslations } from 'next-intl/server';
import CategoryFilter from '@/components/gallery/CategoryFilter';
import GalleryHeading from '@/components/gallery/GalleryHeading';
import ClientMessages from '@/components/layout/ClientMessages';
import { getCategories, getPlaceIndex } from '@/lib/content';
import { byState, galleryStates } from '@/lib/gallery';

/**
 * Heading, category and state filters and count of every grid page; it stays mounted while
 * filtering, and its heading names the view shown.
 */
export default async function GridLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Gallery');
  const [places, categories] = await Promise.all([getPlaceIndex(), getCategories()]);
  const filterable = byState(places.map(({ category, state }) => ({ category, state })));
  const labels = categories.map(({ slug, label }) => ({ slug, label }));
  return (
    <ClientMessages namespaces={['GalleryFilter', 'FilterChips']}>
      <GalleryHeading title={t('title')} categories={labels} states={galleryStates(places)} />
      <p className="lead">{t('description')}</p>
      <CategoryFilter places={filterable} categories={labels} />
      {children}
    </ClientMessages>
  );
}
