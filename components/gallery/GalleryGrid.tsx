import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import PlaceCard from '@/components/places/PlaceCard';
import { content, getCategory, type Place } from '@/lib/content';
import { filterPlaces, galleryPath, paginate, type GalleryView } from '@/lib/gallery';
import { placeList, type Crumb } from '@/lib/structured-data';
import PageStructuredData from '@/components/seo/PageStructuredData';
import MasonryGrid from './MasonryGrid';
import Pagination from './Pagination';
import { firstRow, layoutMedia, layouts, tileSizes } from './masonry';
import styles from './GalleryGrid.module.css';

/**
 * The first row differs per layout. The first tile is first everywhere and preloads itself; the
 * other tiles at the top of a column get a preload limited to the viewports of their layout, so a
 * phone does not fetch the images that only a desktop shows in its first row.
 */
function preloadFirstRows(places: Place[]) {
  const media = new Map<number, string[]>();
  for (const { columns } of layouts) {
    for (const index of firstRow(places.length, columns).filter(Boolean)) {
      media.set(index, [...(media.get(index) ?? []), layoutMedia(columns)]);
    }
  }
  for (const [index, queries] of media) {
    const { image } = places[index]!;
    const { props } = getImageProps({ ...image, sizes: tileSizes });
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
      media: queries.join(', '),
    });
  }
}

/** One page of the gallery: the masonry grid of its tiles and the links to the other pages. */
export default async function GalleryGrid({ view }: { view: GalleryView }) {
  const t = await getTranslations('Gallery');
  const category = view.category ? getCategory(view.category) : undefined;
  const { items, pages } = paginate(filterPlaces(content.places, view.category), view.page);
  preloadFirstRows(items);
  const trail: Crumb[] = [{ name: t('title'), path: '/galerie' }];
  if (category) trail.push({ name: category.label, path: galleryPath({ ...view, page: 1 }) });
  if (view.page > 1)
    trail.push({ name: t('pageLabel', { page: view.page }), path: galleryPath(view) });
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
      <PageStructuredData
        trail={trail}
        nodes={[placeList(trail.map(({ name }) => name).join(' – '), items)]}
      />
    </>
  );
}
