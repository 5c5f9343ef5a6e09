import { getTranslations } from 'next-intl/server';
import PlaceCard from '@/components/places/PlaceCard';
import { content, getCategory } from '@/lib/content';
import { filterPlaces, paginate, type GalleryView } from '@/lib/gallery';
import MasonryGrid from './MasonryGrid';
import Pagination from './Pagination';
import { tileSizes } from './masonry';
import { preloadFirstRows } from './preloadFirstRows';
import styles from './GalleryGrid.module.css';

/** One page of the gallery: the masonry grid of its tiles and the links to the other pages. */
export default async function GalleryGrid({ view }: { view: GalleryView }) {
  const t = await getTranslations('Gallery');
  const category = view.category ? getCategory(view.category) : undefined;
  const { items, pages } = paginate(filterPlaces(content.places, view.category), view.page);
  preloadFirstRows(items);
  return (
    <>
      {category && <p className={styles.intro}>{category.description}</p>}
      {items.length ? (
        <MasonryGrid>
          {items.map((place, index) => (
            <PlaceCard
              key={place.slug}
              place={place}
              sizes={tileSizes}
              priority={index === 0}
              headingLevel="h2"
              opensOverlay
            />
          ))}
        </MasonryGrid>
      ) : (
        <p>{t('empty')}</p>
      )}
      <Pagination view={view} pages={pages} />
    </>
  );
}
