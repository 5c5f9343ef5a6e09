import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import {
  getCategories,
  getCategory,
  getPlace,
  getPlaceIndex,
  getRedirect,
  isPlace,
} from '@/lib/content';
import {
  filterPlaces,
  galleryDescription,
  galleryHeading,
  galleryPath,
  galleryViews,
  pageCount,
  stateName,
  type GalleryFilter,
  type GalleryView,
} from '@/lib/gallery';
import { pageMetadata } from '@/lib/seo/metadata';
import { stateKind } from '@/lib/content/states';

/**
 * Route parameters of the grid pages below /galerie (`kategorie/[kategorie]`,
 * `bundesstaat/[bundesstaat]`, both: `kategorie/[kategorie]/bundesstaat/[bundesstaat]`,
 * `seite/[seite]`).
 */
export type GalleryParams = { kategorie?: string; bundesstaat?: string; seite?: string };

type RouteKind = { category: boolean; state?: boolean; paged: boolean };

/**
 * The static parameters of one kind of grid route: by category, by state or neither, first page
 * or later.
 */
export async function galleryParams({ category, state = false, paged }: RouteKind) {
  const [places, categories] = await Promise.all([getPlaceIndex(), getCategories()]);
  return galleryViews(places, categories)
    .filter(
      (view) =>
        Boolean(view.category) === category &&
        Boolean(view.state) === state &&
        view.page > 1 === paged,
    )
    .map(({ category, state, page }): GalleryParams => ({
      ...(category && { kategorie: category }),
      ...(state && { bundesstaat: state }),
      ...(page > 1 && { seite: String(page) }),
    }));
}

/**
 * The view of a grid route's parameters; an unknown category, state or page, or a category and a
 * state without a place in common, gives the 404 page.
 */
export async function viewFromParams({
  kategorie,
  bundesstaat,
  seite,
}: GalleryParams): Promise<GalleryView> {
  const page = seite === undefined ? 1 : Number(seite);
  const places = await getPlaceIndex();
  const filter = { category: kategorie, state: bundesstaat };
  if (kategorie !== undefined && !(await getCategory(kategorie))) notFound();
  if (bundesstaat !== undefined && !stateName(places, bundesstaat)) notFound();
  const count = filterPlaces(places, filter).length;
  if (kategorie !== undefined && bundesstaat !== undefined && count === 0) notFound();
  // A page's one address: /seite/2, not /seite/02, /seite/0 or /seite/-1 (page 1 has none; the
  // middleware sends /seite/1 to the grid's own address).
  if (seite !== undefined && !/^[1-9]\d*$/.test(seite)) notFound();
  if (page > pageCount(count)) notFound();
  return { ...filter, page };
}

/** A view's category and state (where it has them) and its heading. */
export async function galleryNames(view: GalleryFilter) {
  const [t, tFilter, places, categories] = await Promise.all([
    getTranslations('Gallery'),
    getTranslations('GalleryFilter'),
    getPlaceIndex(),
    getCategories(),
  ]);
  const category = categories.find(({ slug }) => slug === view.category);
  const state = view.state === undefined ? undefined : stateName(places, view.state);
  const heading = galleryHeading({ category: category?.label, state }, t('title'), (names) =>
    tFilter('combinedHeading', names),
  );
  return { category, state, heading };
}

export async function galleryMetadata(view: GalleryView): Promise<Metadata> {
  const [t, tFilter] = await Promise.all([
    getTranslations('Gallery'),
    getTranslations('GalleryFilter'),
  ]);
  const { category, state, heading } = await galleryNames(view);
  const name = category || state ? t('filterTitle', { filter: heading }) : heading;
  return pageMetadata({
    title: view.page > 1 ? t('pageTitle', { name, page: view.page }) : name,
    description: galleryDescription({ category: category?.label, state }, t('description'), {
      categoryDescription: category?.description,
      state: (state) => tFilter('stateDescription', { state, kind: stateKind(state) }),
      combine: (names) =>
        tFilter('combinedDescription', { ...names, kind: stateKind(names.state) }),
    }),
    path: galleryPath(view),
  });
}

/**
 * The place of an item route's `[slug]`; an old address of a place leads to its address of now
 * (308), any other unknown slug gives the 404 page.
 */
export async function placeFromParams(params: Promise<{ slug: string }>) {
  const { slug } = await params;
  // An unknown address reads (and caches) nothing of a place.
  const place = (await isPlace(slug)) ? await getPlace(slug) : undefined;
  if (place) return place;
  // Its answer (308 or 404) holds until the list of places changes: a rename or a deletion
  // expires `places`, which the index read tags it with (one cached entry for all addresses).
  await getPlaceIndex();
  const moved = await getRedirect(slug);
  if (moved) permanentRedirect(`/galerie/${moved}`);
  notFound();
}

export const placeParams = async () => (await getPlaceIndex()).map(({ slug }) => ({ slug }));

/**
 * A place's metadata: its own page's, and the overlay's, which shows it under the same address (so
 * that the document title follows the address there too).
 */
export async function placeMetadata({ params }: { params: Promise<{ slug: string }> }) {
  const place = await placeFromParams(params);
  const { src, width, height, alt } = place.image;
  return pageMetadata({
    title: place.title,
    description: place.summary,
    path: `/galerie/${place.slug}`,
    images: [{ url: src, width, height, alt }],
  });
}
