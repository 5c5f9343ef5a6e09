import { revalidatePath, revalidateTag } from 'next/cache';
import type { PayloadRequest, RequestContext } from 'payload';
import { contentTags } from '@/lib/content/tags';
import type { Place } from './payload-types';

/** Set in `context` by code that changes content outside a request (the seed), where Next has no cache to revalidate. */
export const skipRevalidation = { skipRevalidation: true } as const;

type Status = { _status?: string | null };
type ChangeArgs<Doc extends Status = Status> = {
  doc?: Doc;
  previousDoc?: Doc;
  context: RequestContext;
  req: PayloadRequest;
};

/** A draft saved over a draft changes no public page; neither does a change outside a request. */
const touchesPublicPages = ({ doc, previousDoc, context }: ChangeArgs) =>
  !context.skipRevalidation && (doc?._status !== 'draft' || previousDoc?._status === 'published');

/**
 * The pages with a tag are rendered anew on their next request (the next request waits for it
 * rather than being served the old page), on every instance (lib/http/page-cache-handler.mjs).
 */
const expire = (tag: string) => revalidateTag(tag, { expire: 0 });

/**
 * After a change to the site's name and texts or to the categories: every page of the site is
 * rendered anew on its next request. Every page shows the site's name, and a category's name and
 * address are on every page that lists places.
 */
export function revalidateSite<Args extends ChangeArgs>(args: Args) {
  if (touchesPublicPages(args)) revalidatePath('/', 'layout');
  return args.doc;
}

/** The hooks of a collection whose change every page may show (the categories). */
export const revalidateSiteOnChange = {
  afterChange: [revalidateSite],
  afterDelete: [revalidateSite],
};

type PlaceFields = Partial<Pick<Place, 'slug' | 'title' | 'category' | 'state' | 'location'>> &
  Status & { _order?: string | null };
const id = (relation: PlaceFields['category']) =>
  typeof relation === 'object' && relation ? relation.id : relation;

/**
 * Whether a change moves a place in the list of places (lib/content `getPlaceIndex`): it appears or
 * goes, or changes what places are found, ordered and placed by. Only a change of its texts,
 * photos and facts leaves the list as it was.
 */
function changesList({ doc, previousDoc }: ChangeArgs<PlaceFields>) {
  if (!doc || !previousDoc) return true;
  if (doc._status !== 'published' || previousDoc._status !== 'published') return true;
  return (
    doc.slug !== previousDoc.slug ||
    doc.title !== previousDoc.title ||
    doc.state !== previousDoc.state ||
    doc._order !== previousDoc._order ||
    id(doc.category) !== id(previousDoc.category) ||
    doc.location?.lat !== previousDoc.location?.lat ||
    doc.location?.lng !== previousDoc.location?.lng
  );
}

/**
 * After a change to a place: its page and overlay and the grid pages showing its tile (its tag),
 * the map, the sitemap and the search (its text and photos); when it moves in the list of places,
 * also every page of that list: the grid's pages and filters, and the place pages, whose nearest
 * places and neighbours may change.
 */
export function revalidatePlace(args: ChangeArgs<PlaceFields>) {
  if (!touchesPublicPages(args)) return args.doc;
  const slugs = new Set([args.doc?.slug, args.previousDoc?.slug]);
  for (const slug of slugs) if (slug) expire(contentTags.place(slug));
  expire(contentTags.placeTexts);
  if (changesList(args)) expire(contentTags.places);
  return args.doc;
}

export const revalidatePlaceOnChange = {
  afterChange: [revalidatePlace],
  afterDelete: [revalidatePlace],
};

/**
 * After an old address is kept or dropped (the redirects, lib/cms/redirects.ts): the pages that
 * read the list of places, among them the old address's answer (a 308, or a 404 once dropped).
 * Rare: a published place renamed, or the owner deleting a redirect.
 */
function revalidateAddresses<Args extends ChangeArgs>(args: Args) {
  if (touchesPublicPages(args)) expire(contentTags.places);
  return args.doc;
}

export const revalidateRedirectOnChange = {
  afterChange: [revalidateAddresses],
  afterDelete: [revalidateAddresses],
};

/**
 * After a change to a photo (its description, credit, focal point) or its deletion: the pages of
 * the places that show it, as after a change to those places' texts. A new upload is on no page yet.
 */
async function revalidatePhoto({
  doc,
  context,
  req,
  operation,
}: ChangeArgs<Status & { id?: number }> & { operation?: string }) {
  if (context.skipRevalidation || operation === 'create' || doc?.id === undefined) return doc;
  const { docs } = await req.payload.find({
    collection: 'places',
    where: { or: [{ image: { equals: doc.id } }, { photos: { in: [doc.id] } }] },
    select: { slug: true },
    depth: 0,
    pagination: false,
    req,
  });
  for (const { slug } of docs) expire(contentTags.place(slug));
  if (docs.length) expire(contentTags.placeTexts);
  return doc;
}

export const revalidatePhotoOnChange = {
  afterChange: [revalidatePhoto],
  afterDelete: [revalidatePhoto],
};

/** After a change to one of the owner's documents (the global `slug`): its page. */
export const revalidateDocument =
  (slug: string) =>
  <Args extends ChangeArgs>(args: Args) => {
    if (touchesPublicPages(args)) expire(contentTags.document(slug));
    return args.doc;
  };
