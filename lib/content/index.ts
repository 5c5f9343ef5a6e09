import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
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
import type { Place, Site } from './schema';
import { regionText } from './states';
import type { Content } from './validate';

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

const place = (doc: PlaceDoc): Place => ({
  slug: doc.slug,
  title: doc.title,
  category: typeof doc.category === 'object' ? doc.category.slug : '',
  // A state from before the list that named none of it is shown as it was, until she picks one.
  state: doc.state ?? doc.legacyState ?? '',
  summary: doc.summary,
  description: paragraphs(doc.description),
  location: { lat: Number(doc.location.lat), lng: Number(doc.location.lng) },
  image: image(doc.image),
  // A further photo deleted from the backend leaves no gap (Payload keeps its id, or null).
  photos: (doc.photos ?? []).filter((media) => typeof media === 'object' && media).map(image),
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

/**
 * The owner's content from the backend's database (Payload's Local API): the published places in
 * the backend's order, the categories and the site's texts. Read once per render; a publish renders
 * the pages anew (lib/cms/revalidate.ts).
 */
export const getContent = cache(async (): Promise<Omit<Content, DocumentKey>> => {
  const payload = await getPayload({ config });
  const [siteDoc, categories, places] = await Promise.all([
    payload.findGlobal({ slug: 'site', depth: 0 }),
    payload.find({ collection: 'categories', ...all, depth: 0 }),
    payload.find({
      collection: 'places',
      ...all,
      depth: 1,
      where: { _status: { equals: 'published' } },
    }),
  ]);
  return {
    site: site(siteDoc),
    categories: categories.docs.map(({ slug, label, description }) => ({
      slug,
      label,
      description,
    })),
    places: places.docs.map(place),
  };
});

/**
 * One of the owner's documents (privacy policy, travel information, accessibility statement), read
 * only by the page that shows it.
 */
export const getDocument = cache(async (key: DocumentKey) =>
  sections(
    await (await getPayload({ config })).findGlobal({ slug: documentGlobals[key], depth: 0 }),
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
 * that place is published; undefined for any other address.
 */
export async function getRedirect(slug: string) {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: slug } },
    depth: 1,
    limit: 1,
    pagination: false,
  });
  const place = docs[0]?.place;
  return typeof place === 'object' && place._status === 'published' ? place.slug : undefined;
}

export async function getPlace(slug: string) {
  return (await getContent()).places.find((item) => item.slug === slug);
}

export async function getCategory(slug: string) {
  return (await getContent()).categories.find((category) => category.slug === slug);
}

/** The label of a category slug, for lists of places. */
export function categoryLabel({ categories }: Pick<Content, 'categories'>, slug: string) {
  return categories.find((category) => category.slug === slug)?.label;
}
