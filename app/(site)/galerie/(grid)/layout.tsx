import { getTranslations } from 'next-intl/server';
import CategoryFilter from '@/components/gallery/CategoryFilter';
import GalleryHeading from '@/components/gallery/GalleryHeading';
import ClientMessages from '@/components/layout/ClientMessages';
import { getCategories, getPlaceIndex } from '@/lib/content';
import { byState, galleryStates } from '@/lib/gallery';

/**
 * Heading, lead, category and state filters and count of every grid page; it stays mounted while
 * filtering, and its heading and lead name the view shown.
 */
export default async function GridLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Gallery');
  const [places, categories] = await Promise.all([getPlaceIndex(), getCategories()]);
  const filterable = byState(places.map(({ category, state }) => ({ category, state })));
  const labels = categories.map(({ slug, label }) => ({ slug, label }));
  return (
    <ClientMessages namespaces={['GalleryFilter', 'FilterChips']}>
      <GalleryHeading
        title={t('title')}
        description={t('description')}
        categories={categories.map(({ slug, label, description }) => ({
          slug,
          label,
          description,
        }))}
        states={galleryStates(places)}
      />
      <CategoryFilter places={filterable} categories={labels} />
      {children}
    </ClientMessages>
  );
}
