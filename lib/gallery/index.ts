import type { Category, Place } from '@/lib/content';
import { slugify } from '@/lib/slug';

/**
 * The gallery's addresses, filters and pages. Pure functions without the content loader, so that
 * client components (the category filter) share them with the server.
 *
 *   /galerie                              all places, page 1
 *   /galerie/seite/2                      all places, page 2
 *   /galerie/kategorie/natur              one category, page 1
 *   /galerie/kategorie/natur/seite/2      one category, page 2
 *   /galerie/bundesstaat/kalifornien      the places of one state (its pages likewise)
 *   /galerie/kategorie/natur/bundesstaat/utah   one category in one state (its pages likewise)
 *   /galerie/<slug>                       one place
 *
 * Filters and pages are path segments rather than `?kategorie=…`, so every view is prerendered as a
 * static page that works without JavaScript and can be shared.
 */

/**
 * Tiles on a page: the HTML of a gallery page stays the same size however many places exist, and
 * every page but the last holds as many (30 places: 12, 12 and 6). 12 is a whole number of rows
 * in every layout of the grid (1, 2, 3 or 4 columns, components/gallery/masonry.ts).
 */
export const PAGE_SIZE = 12;

/** The id of a place's heading on its page and in the overlay (which it names). */
export const PLACE_TITLE_ID = 'place-title';

/** A category (its slug), a state (`stateSlug` of its name), both or neither. */
export type GalleryFilter = { category?: string; state?: string };
export type GalleryView = GalleryFilter & { page: number };

/** A state's name as an address segment ("Washington, D.C." → "washington-d-c"), like a place's. */
export const stateSlug = slugify;

/** A view's address: the category before the state, the page last. */
export function galleryPath({ category, state, page }: GalleryView): string {
  return [
    '/galerie',
    category && `/kategorie/${category}`,
    state && `/bundesstaat/${state}`,
    page > 1 && `/seite/${page}`,
  ]
    .filter(Boolean)
    .join('');
}

const viewPattern =
  /^\/galerie(?:\/kategorie\/([a-z0-9-]+))?(?:\/bundesstaat\/([a-z0-9-]+))?(?:\/seite\/([1-9]\d*))?\/?$/;

/** The view a grid address shows, or undefined for any other address (e.g. a place's page). */
export function parseGalleryPath(pathname: string): GalleryView | undefined {
  const match = viewPattern.exec(pathname);
  if (!match) return undefined;
  return { category: match[1], state: match[2], page: match[3] ? Number(match[3]) : 1 };
}

/** What the filters look at in a place. */
export type Filterable = Pick<Place, 'category' | 'state'>;

/** The places that match every filter given (all places when none is). */
export function filterPlaces<T extends Filterable>(
  places: T[],
  { category, state }: GalleryFilter = {},
): T[] {
  if (!category && !state) return places;
  return places.filter(
    (place) =>
      (!category || place.category === category) && (!state || stateSlug(place.state) === state),
  );
}

/** The categories in their order, each with its slug, label and how many places it has. */
export function galleryCategories(
  places: Filterable[],
  categories: Pick<Category, 'slug' | 'label'>[],
) {
  return categories.map(({ slug, label }) => ({
    slug,
    label,
    count: filterPlaces(places, { category: slug }).length,
  }));
}

let collator: Intl.Collator | undefined;

/**
 * Compares two names in German alphabetical order. One collator for every comparison:
 * `localeCompare(…, 'de')` sets one up for each call, which on a phone took about 20 ms of the
 * gallery's hydration for 30 places. Made on first use, not when the module loads: setting it up
 * took about 90 ms at Lighthouse's 4× slowdown on every page whose scripts include this module,
 * most of which never sort (docs/decisions.md#light-pages).
 */
export const germanOrder = (a: string, b: string) =>
  (collator ??= new Intl.Collator('de')).compare(a, b);

/**
 * The places in the German order of their states' names, otherwise as given. A filtered part of
 * them keeps that order, so `statesInOrder` finds its states without sorting: the gallery's
 * filter gets its places so from the server, and the browser sets up no collator to hydrate it
 * (docs/decisions.md#light-pages).
 */
export const byState = <T extends Pick<Place, 'state'>>(places: T[]): T[] =>
  [...places].sort((a, b) => germanOrder(a.state, b.state));

/**
 * The states of places given in `byState` order, each with its slug and how many places it has.
 * Names that differ only in case or punctuation share one slug, shown under the first of them.
 */
export function statesInOrder(places: Pick<Place, 'state'>[]) {
  const states = new Map<string, { slug: string; label: string; count: number }>();
  for (const { state: name } of places) {
    const slug = stateSlug(name);
    const state = states.get(slug);
    if (state) state.count += 1;
    else if (slug) states.set(slug, { slug, label: name, count: 1 });
  }
  return [...states.values()];
}

/** The states of the places, by name, each with its slug and how many places it has. */
export const galleryStates = (places: Pick<Place, 'state'>[]) => statesInOrder(byState(places));

/** The names of a view's category and state, where it has them. */
export type FilterNames = { category?: string; state?: string };

/**
 * A view's heading: its category's name, its state's, both (`combine`: "Natur in Utah"), or `all`
 * without a filter.
 */
export function galleryHeading(
  { category, state }: FilterNames,
  all: string,
  combine: (names: Required<FilterNames>) => string,
): string {
  if (category && state) return combine({ category, state });
  return category ?? state ?? all;
}

/** What describes a view beside its names: its category's own text and its templates. */
export type FilterTexts = {
  /** The category's own description (the owner's), where the view has a category. */
  categoryDescription?: string;
  state: (state: string) => string;
  combine: (names: Required<FilterNames>) => string;
};

/**
 * A view's description (the lead below its heading, the page's meta description): its category's
 * own text, its state's ("… im Bundesstaat Utah …"), both, or `all` without a filter or text.
 */
export function galleryDescription(
  { category, state }: FilterNames,
  all: string,
  texts: FilterTexts,
): string {
  if (category && state) return texts.combine({ category, state });
  if (category) return texts.categoryDescription || all;
  return state ? texts.state(state) : all;
}

/** The name of a state's address segment; undefined when no place is in that state. */
export function stateName(places: Pick<Place, 'state'>[], slug: string) {
  return galleryStates(places).find((state) => state.slug === slug)?.label;
}

export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * Where page `page` of `total` items starts and ends (1-based `first`/`last`, 0 when empty); the
 * last page holds the rest.
 */
export function pageRange(total: number, page: number, size = PAGE_SIZE) {
  const pages = pageCount(total, size);
  const start = (page - 1) * size;
  const last = Math.min(start + size, total);
  return { start, first: last > start ? start + 1 : 0, last, pages };
}

/** One page of a list: its items, the numbers of its first and last item and the page count. */
export function paginate<T>(items: T[], page: number, size = PAGE_SIZE) {
  const range = pageRange(items.length, page, size);
  return { ...range, items: items.slice(range.start, range.last) };
}

/**
 * Every grid view that exists: all pages of all places, of each category and of each state (at
 * least page 1), and of each category in each state where it has places.
 */
export function galleryViews(places: Filterable[], categories: Category[]): GalleryView[] {
  const pagesOf = (filter: GalleryFilter) =>
    Array.from({ length: pageCount(filterPlaces(places, filter).length) }, (_, index) => ({
      ...filter,
      page: index + 1,
    }));
  const states = galleryStates(places);
  return [
    ...pagesOf({}),
    ...categories.flatMap(({ slug }) => pagesOf({ category: slug })),
    ...states.flatMap(({ slug }) => pagesOf({ state: slug })),
    ...categories.flatMap(({ slug: category }) =>
      states
        .filter(({ slug: state }) => filterPlaces(places, { category, state }).length > 0)
        .flatMap(({ slug: state }) => pagesOf({ category, state })),
    ),
  ];
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
