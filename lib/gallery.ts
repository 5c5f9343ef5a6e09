import type { Category, Place } from '@/lib/content';

/**
 * The gallery's addresses, filters and pages. Pure functions without the content loader, so that
 * client components (the category filter) share them with the server.
 *
 *   /galerie                              all places, page 1
 *   /galerie/seite/2                      all places, page 2
 *   /galerie/kategorie/natur              one category, page 1
 *   /galerie/kategorie/natur/seite/2      one category, page 2
 *   /galerie/<slug>                       one place
 *
 * Filters and pages are path segments rather than `?kategorie=…`, so every view is prerendered as a
 * static page that works without JavaScript and can be shared.
 */

/** Tiles on one page: the HTML of a gallery page stays the same size however many places exist. */
export const PAGE_SIZE = 24;

/** The id of a place's heading on its page and in the overlay (which it names). */
export const PLACE_TITLE_ID = 'place-title';

export type GalleryView = { category?: string; page: number };

export function galleryPath({ category, page }: GalleryView): string {
  const base = category ? `/galerie/kategorie/${category}` : '/galerie';
  return page > 1 ? `${base}/seite/${page}` : base;
}

const viewPattern = /^\/galerie(?:\/kategorie\/([a-z0-9-]+))?(?:\/seite\/([1-9]\d*))?\/?$/;

/** The view a grid address shows, or undefined for any other address (e.g. a place's page). */
export function parseGalleryPath(pathname: string): GalleryView | undefined {
  const match = viewPattern.exec(pathname);
  if (!match) return undefined;
  return { category: match[1], page: match[2] ? Number(match[2]) : 1 };
}

export function filterPlaces(places: Place[], category?: string): Place[] {
  return category ? places.filter((place) => place.category === category) : places;
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Where page `page` of `total` items starts and ends (1-based `first`/`last`, 0 when empty). */
export function pageRange(total: number, page: number, size = PAGE_SIZE) {
  const start = (page - 1) * size;
  const last = Math.min(start + size, total);
  return { start, first: last > start ? start + 1 : 0, last, pages: pageCount(total, size) };
}

/** One page of a list: its items, the numbers of its first and last item and the page count. */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE) {
  const range = pageRange(items.length, page, size);
  return { ...range, items: items.slice(range.start, range.last) };
}

/** Every grid view that exists: all pages of all places and of each category (at least page 1). */
export function galleryViews(places: Place[], categories: Category[]): GalleryView[] {
  const pagesOf = (category?: string) =>
    Array.from({ length: pageCount(filterPlaces(places, category).length) }, (_, index) => ({
      category,
      page: index + 1,
    }));
  return [...pagesOf(), ...categories.flatMap(({ slug }) => pagesOf(slug))];
}

/** The page numbers a pagination shows: first, last and the current one with its neighbours. */
export function pageWindow(current: number, pages: number, radius = 1): (number | 'gap')[] {
  const shown = [...new Set([1, current - radius, current, current + radius, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b);
  // A gap of one page shows that page rather than an ellipsis standing for it.
  return shown.flatMap((page, index) => {
    const skipped = index > 0 ? page - shown[index - 1]! - 1 : 0;
    if (skipped === 1) return [page - 1, page];
    return skipped > 1 ? ['gap' as const, page] : [page];
  });
}

/** The places before and after one place, in the order of the content. */
export function neighbours(places: Place[], slug: string) {
  const index = places.findIndex((place) => place.slug === slug);
  return {
    previous: index > 0 ? places[index - 1] : undefined,
    next: index >= 0 ? places[index + 1] : undefined,
  };
}
