import { getTranslations } from 'next-intl/server';
import { getPlaceIndex, getPlaceTiles } from '@/lib/content';
import { filterPlaces, galleryPath, paginate, type GalleryView } from '@/lib/gallery';
import { galleryNames } from '@/lib/gallery/pages';
import { placeList, type Crumb } from '@/lib/seo/structured-data';
import PageStructuredData from '@/components/seo/PageStructuredData';
import Pagination from './Pagination';
import PlaceTiles from './PlaceTiles';

/** One page of the gallery: the masonry grid of its tiles and the links to the other pages. */
export default async function GalleryGrid({ view }: { view: GalleryView }) {
  const t = await getTranslations('Gallery');
  const { category, heading } = await galleryNames(view);
  const page = paginate(filterPlaces(await getPlaceIndex(), view), view.page);
  const items = await getPlaceTiles(...page.items.map(({ slug }) => slug));
  const { pages } = page;
  // Galerie › Natur in Utah › Seite 2: a filtered view is named by its heading.
  const trail: Crumb[] = [{ name: t('title'), path: '/galerie' }];
  if (view.category || view.state)
    trail.push({ name: heading, path: galleryPath({ ...view, page: 1 }) });
  if (view.page > 1)
    trail.push({ name: t('pageLabel', { page: view.page }), path: galleryPath(view) });
  return (
    <>
      {items.length ? (
        <PlaceTiles
          places={items}
          headingLevel="h2"
          opensOverlay
          more={
            category
              ? {
                  href: `/karte/kategorie/${category.slug}`,
                  label: t('categoryOnMap', { category: category.label }),
                }
              : { href: '/karte', label: t('allOnMap') }
          }
        />
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
