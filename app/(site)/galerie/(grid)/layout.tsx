import { getTranslations } from 'next-intl/server';
import CategoryFilter from '@/components/gallery/CategoryFilter';
import { getContent } from '@/lib/content';
import { galleryCategories, galleryStates } from '@/lib/gallery';

/** Heading, category and state filters and count of every grid page; it stays mounted while filtering. */
export default async function GridLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('Gallery');
  const { places, categories } = await getContent();
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="lead">{t('description')}</p>
      <CategoryFilter
        total={places.length}
        categories={galleryCategories(places, categories)}
        states={galleryStates(places)}
      />
      {children}
    </>
  );
}
