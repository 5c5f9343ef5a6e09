import 'server-only';
import config from '@payload-config';
import { getPayload, type PopulateType, type TypedCollectionSelect, type Where } from 'payload';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import type {
  Accessibility,
  Media,
  Place as PlaceDoc,
  Privacy,
  Site as SiteDoc,
  TravelInfo,
} from '@/lib/cms/payload-types';
import { documentGlobals, type DocumentKey } from '@/lib/cms/globals/sections';
import { paragraphs } from '@/lib/cms/validation';
import type { Category, Place, Site } from './schema';
import { regionText } from './states';
import { contentTags } from './tags';
import { nearestPlaces, searchBox } from '@/lib/map/distance';

export type { Category, LegalSection, Place, Site } from './schema';

const all = { limit: 0, pagination: false, sort: '_order' } as const;

/** A photo as pages show it: the backend's large size where the upload was larger, else the upload. */
function image(media: PlaceDoc['image'] | null | undefined): Place['image'] {
  if (typeof media !== 'object' || !media) throw new Error('A published place without its photo');
  const file: Pick<Media, 'url' | 'width' | 'height'> = media.sizes?.large?.url
    ? media.sizes.large
    : media;
  const { alt, credit, license, focalX, focalY } = media;
  return {
    src: file.url!,
    width: file.width!,
    height: file.height!,
    alt,
    credit,
    // A photo without a licence (the owner's own) names none; a link needs the licence's name.
    license: license?.name ? { name: license.name, url: license.url || undefined } : undefined,
    // The owner's focal point (the backend's upload sets one, the middle unless moved).
    focalPoint:
      typeof focalX === 'number' && typeof focalY === 'number'
        ? { x: focalX, y: focalY }
        : undefined,
  };
}

/**
 * The facts the owner filled in; an emptied field (or a column an older database lacks) is left out.
 * The region of the list and its detail are one fact: "Süden (Florida Keys)".
 */
function facts(doc: PlaceDoc['facts']): Place['facts'] {
  const { region, regionDetail, ...rest } = doc ?? {};
  const entries = Object.entries({ ...rest, region: regionText(region, regionDetail) }).filter(
    ([, value]) => value !== null && value !== undefined && value !== '' && value !== false,
  );
  return Object.fromEntries(entries);
}

/** A place's further photos: one deleted from the backend leaves no gap (Payload keeps its id, or null). */
const photos = (list: PlaceDoc['photos']) =>
  (list ?? []).filter((media) => typeof media === 'object' && media).map(image);

const place = (doc: PlaceDoc): Place => ({
  ...tile(doc),
  description: paragraphs(doc.description),
  photos: photos(doc.photos),
  facts: facts(doc.facts),
  highlights: (doc.highlights ?? []).map(({ text }) => text),
  tip: doc.tip || undefined,
  updatedAt: doc.updatedAt,
});

const site = ({ name, tagline, description, intro, owner, hosting }: SiteDoc): Site => ({
  name,
  tagline,
  description,
  intro: paragraphs(intro),
  owner: { ...owner, vatId: owner.vatId || undefined },
  hosting,
});

// A document without sections (filled when the backend starts, lib/cms/seed.ts) shows none.
const sections = ({ sections: list }: Privacy | TravelInfo | Accessibility) =>
  (list ?? []).map(({ anchor, heading, paragraphs: text }) => ({
    id: anchor,
    heading,
    paragraphs: paragraphs(text),
  }));

/** Where a read with tags `tags` is cached: Next's data cache, shared like the pages (next.config.mjs). */
const cached = <T>(read: () => Promise<T>, key: string[], tags: string[]) =>
  unstable_cache(read, ['content', ...key], { tags })();

const payload = () => getPayload({ config });
const published = { _status: { equals: 'published' } } as const;
/** What a tile, the map and the sitemap show of a place's photos and category. */
const populate = {
  categories: { slug: true },
  media: {
    url: true,
    width: true,
    height: true,
    alt: true,
    credit: true,
    license: true,
    focalX: true,
    focalY: true,
    sizes: true,
  },
} as const;

/** A place as a tile shows it (the gallery, the start page, the search, the map's list). */
export type PlaceTile = Pick<
  Place,
  'slug' | 'title' | 'category' | 'state' | 'summary' | 'location' | 'image'
>;
/** A place in the list of all places: what places are found, ordered and placed by. */
export type PlaceEntry = Pick<Place, 'slug' | 'title' | 'category' | 'state' | 'location'>;

const categorySlug = (category: PlaceDoc['category']) =>
  typeof category === 'object' ? category.slug : '';
const location = ({ lat, lng }: PlaceDoc['location']) => ({ lat: Number(lat), lng: Number(lng) });
/**
 * A place's state: from the list; a state from before the list that named none of it is shown as
 * it was (kept in `legacyState` by the migration) until she picks one.
 */
const stateOf = (doc: Pick<PlaceDoc, 'state' | 'legacyState'>) =>
  doc.state ?? doc.legacyState ?? '';

type TileDoc = Pick<
  PlaceDoc,
  'slug' | 'title' | 'category' | 'state' | 'legacyState' | 'summary' | 'location' | 'image'
>;
const tile = (doc: TileDoc): PlaceTile => ({
  slug: doc.slug,
  title: doc.title,
  category: categorySlug(doc.category),
  state: stateOf(doc),
  summary: doc.summary,
  location: location(doc.location),
  image: image(doc.image),
});
const tileSelect = {
  slug: true,
  title: true,
  category: true,
  state: true,
  legacyState: true,
  summary: true,
  location: true,
  image: true,
} as const;

/**
 * The published places (those `where` also names), in the backend's order, with the fields `select`
 * names and what `populate` names of their category and photos: the one query of the reads below.
 */
const publishedPlaces = async <Select extends TypedCollectionSelect['places']>(
  select: Select,
  populated: PopulateType,
  where?: Where,
) =>
  (
    await (
      await payload()
    ).find({
      collection: 'places',
      ...all,
      depth: 1,
      where: where ? { and: [published, where] } : published,
      select,
      populate: populated,
    })
  ).docs;

/** The published place at the address `slug` (`limit: 1`), with what `select` names (all without). */
const publishedPlace = async <Select extends TypedCollectionSelect['places']>(
  slug: string,
  select?: Select,
  populated?: PopulateType,
) =>
  (
    await (
      await payload()
    ).find({
      collection: 'places',
      where: { and: [published, { slug: { equals: slug } }] },
      limit: 1,
      pagination: false,
      depth: 1,
      select,
      populate: populated,
    })
  ).docs[0];

/** The site's name, texts and owner (every page's header and footer), without any place. */
export const getSite = cache(() =>
  cached(
    async () => site(await (await payload()).findGlobal({ slug: 'site', depth: 0 })),
    ['site'],
    [contentTags.site],
  ),
);

export const getCategories = cache(() =>
  cached(
    async () => {
      const { docs } = await (await payload()).find({ collection: 'categories', ...all, depth: 0 });
      return docs.map(({ slug, label, description }): Category => ({ slug, label, description }));
    },
    ['categories'],
    [contentTags.categories],
  ),
);

const entrySelect = {
  slug: true,
  title: true,
  category: true,
  state: true,
  legacyState: true,
  location: true,
} as const;
const entryPopulate = { categories: { slug: true } } as const;
const entry = (doc: Pick<PlaceDoc, keyof typeof entrySelect>): PlaceEntry => ({
  slug: doc.slug,
  title: doc.title,
  category: categorySlug(doc.category),
  state: stateOf(doc),
  location: location(doc.location),
});

/**
 * Every published place in the backend's order, with only what places are found, ordered and
 * placed by (a few hundred bytes each, no text, no photo): the grid's filters and pages, the map's
 * counts, the addresses to prerender.
 */
export const getPlaceIndex = cache(() =>
  cached(
    async () => (await publishedPlaces(entrySelect, entryPopulate)).map(entry),
    ['place-index'],
    [contentTags.places],
  ),
);

/** The published places that meet `conditions` as entries of the list, at most `limit` (0: all). */
const placeEntries = async (conditions: Where[], sort = '_order', limit = 0) =>
  (
    await (
      await payload()
    ).find({
      collection: 'places',
      where: { and: [published, ...conditions] },
      sort,
      limit,
      pagination: false,
      depth: 1,
      select: entrySelect,
      populate: entryPopulate,
    })
  ).docs.map(entry);

/**
 * The `count` published places nearest to `place` (those in a box around it, the box grown until
 * they are nearer than anything outside it): the same as `nearestPlaces` over the whole list.
 */
async function nearestEntries(place: PlaceEntry, count: number) {
  for (let degrees = 1; ; degrees *= 4) {
    const { latitudes, longitudes, reachKm } = searchBox(place.location, degrees);
    const within = (field: 'lat' | 'lng', range?: { from: number; to: number }): Where[] =>
      range
        ? [
            { [`location.${field}`]: { greater_than_equal: range.from } },
            { [`location.${field}`]: { less_than_equal: range.to } },
          ]
        : [];
    const candidates = await placeEntries([
      ...within('lat', latitudes),
      ...within('lng', longitudes),
    ]);
    const nearest = nearestPlaces(candidates, place, count);
    if ((nearest.length === count && nearest.at(-1)!.km < reachKm) || reachKm === Infinity) {
      return nearest;
    }
  }
}

/**
 * What a place's page shows around it: the three places nearest to it, and the places before and
 * after it among those of its category, in the gallery's order (that of its category's pages; none
 * beyond the first and last): a traveller who looks at a national park goes on to the next one, not
 * to whatever place the owner listed after it. Read by queries that find just these, not from the
 * list of all places: after a change that moves places in that list, each place's page is rendered
 * anew with a few small reads, at 2,000 places as at 30.
 */
export const getSurroundings = cache((slug: string) =>
  cached(
    async () => {
      const doc = await publishedPlace(slug, { ...entrySelect, _order: true }, entryPopulate);
      if (!doc) return { nearby: [] };
      const category = typeof doc.category === 'object' ? doc.category.id : doc.category;
      const step = (operator: 'less_than' | 'greater_than', sort: string) =>
        doc._order
          ? placeEntries(
              [{ category: { equals: category } }, { _order: { [operator]: doc._order } }],
              sort,
              1,
            )
          : [];
      const [before, after, nearby] = await Promise.all([
        step('less_than', '-_order'),
        step('greater_than', '_order'),
        nearestEntries(entry(doc), 3),
      ]);
      return { previous: before[0], next: after[0], nearby };
    },
    ['surroundings', slug],
    [contentTags.places],
  ),
);

/**
 * The published places `slugs` as tiles, in that order (the tiles of one page of the grid). Each is
 * tagged with its place: a publish renders anew the grid pages that show it.
 */
export const getPlaceTiles = cache(async (...slugs: string[]): Promise<PlaceTile[]> => {
  if (!slugs.length) return [];
  const tiles = await cached(
    async () => {
      return (await publishedPlaces(tileSelect, populate, { slug: { in: slugs } })).map(tile);
    },
    ['place-tiles', ...slugs],
    slugs.map(contentTags.place),
  );
  const bySlug = new Map(tiles.map((item) => [item.slug, item]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
});

/** Every published place as a tile: the map's markers and list. */
export const getAllPlaceTiles = cache(() =>
  cached(
    async () => {
      return (await publishedPlaces(tileSelect, populate)).map(tile);
    },
    ['place-tiles-all'],
    [contentTags.places, contentTags.placeTexts],
  ),
);

/** Every published place as a tile with its text: what the search searches and shows. */
export const getSearchablePlaces = cache(() =>
  cached(
    async () => {
      const docs = await publishedPlaces({ ...tileSelect, description: true }, populate);
      return docs.map((doc) => ({ ...tile(doc), description: paragraphs(doc.description) }));
    },
    ['place-texts'],
    [contentTags.places, contentTags.placeTexts],
  ),
);

/** Every published place's address and the addresses of its photos (the sitemap's images). */
export const getPlaceImages = cache(() =>
  cached(
    async () => {
      const docs = await publishedPlaces(
        { slug: true, image: true, photos: true },
        { media: populate.media },
      );
      return docs.map((doc) => ({
        slug: doc.slug,
        images: [image(doc.image), ...photos(doc.photos)].map(({ src }) => src),
      }));
    },
    ['place-images'],
    [contentTags.places, contentTags.placeTexts],
  ),
);

/**
 * Whether a published place has the address `slug`: asked before the cached reads of a place, so
 * that an unknown address fills no cache. Not cached itself (one small query).
 */
export const isPlace = cache(async (slug: string) => {
  const { totalDocs } = await (
    await payload()
  ).count({ collection: 'places', where: { and: [published, { slug: { equals: slug } }] } });
  return totalDocs > 0;
});

/**
 * One published place in full, read by its address alone (`limit: 1`); `undefined` for an address
 * no published place has. Ask `isPlace` first: an unknown address must not fill the cache.
 */
export const getPlace = cache(async (slug: string) => {
  const found = await cached(
    async () => {
      const doc = await publishedPlace(slug);
      return doc ? place(doc) : null;
    },
    ['place', slug],
    [contentTags.place(slug)],
  );
  return found ?? undefined;
});

/**
 * One of the owner's documents (privacy policy, travel information, accessibility statement), read
 * only by the page that shows it.
 */
export const getDocument = cache((key: DocumentKey) =>
  cached(
    async () =>
      sections(await (await payload()).findGlobal({ slug: documentGlobals[key], depth: 0 })),
    ['document', key],
    [contentTags.document(documentGlobals[key])],
  ),
);

/** The fields a place needs before it can be shown; a draft may still lack some. */
const requiredPlaceFields = [
  'title',
  'slug',
  'category',
  'state',
  'summary',
  'description',
  'location',
  'image',
] as const;
type RequiredPlaceField = (typeof requiredPlaceFields)[number];

/** Whether a saved draft lacks a field (a draft is saved without the required fields' checks). */
function lacks(doc: PlaceDoc, field: RequiredPlaceField) {
  switch (field) {
    case 'location':
      return typeof doc.location?.lat !== 'number' || typeof doc.location?.lng !== 'number';
    case 'category':
    case 'image':
      return typeof doc[field] !== 'object' || doc[field] === null;
    default:
      return !doc[field];
  }
}

type PlacePreview = { place: Place } | { missing: RequiredPlaceField[]; title?: string };

/**
 * A place as it will look once published (its newest version, draft or not), for the owner's
 * preview; `undefined` for anyone but the logged-in owner and for an unknown place.
 */
export async function getPlacePreview(
  id: string,
  requestHeaders: Headers,
): Promise<PlacePreview | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: requestHeaders });
  if (!user) return undefined;
  const doc = await payload.findByID({
    collection: 'places',
    id: Number(id),
    draft: true,
    depth: 1,
    user,
    overrideAccess: false,
    disableErrors: true,
  });
  if (!doc) return undefined;
  const missing = requiredPlaceFields.filter((field) => lacks(doc, field));
  return missing.length ? { missing, title: doc.title || undefined } : { place: place(doc) };
}

/**
 * The address an old address of a place leads to now (lib/cms/redirects.ts): its place's, while
 * that place is published; undefined for any other address. Read only for an address no published
 * place has, and not cached: a made-up address must not fill the cache. A change of the redirects
 * expires the list of places (lib/cms/revalidate.ts), which every old address's answer read.
 */
export async function getRedirect(slug: string) {
  const { docs } = await (
    await payload()
  ).find({
    collection: 'redirects',
    where: { from: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
  });
  const place = docs[0]?.place;
  return typeof place === 'object' && place._status === 'published' ? place.slug : undefined;
}

export async function getCategory(slug: string) {
  return (await getCategories()).find((category) => category.slug === slug);
}

/** The label of a category slug, for lists of places. */
export function categoryLabel(categories: Category[], slug: string) {
  return categories.find((category) => category.slug === slug)?.label;
}
