import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload';

/** Where a place's published address before this change is kept for the hooks after it. */
const publishedSlugKey = (id: number | string) => `publishedSlug:${String(id)}`;

/**
 * Before a place is saved: its address as visitors know it now, i.e. the published one (the
 * collection's own row; a draft saved over it lives in its versions only).
 */
export const rememberPublishedSlug: CollectionBeforeChangeHook = async ({
  operation,
  originalDoc,
  data,
  req,
  context,
}) => {
  if (operation !== 'update' || !originalDoc?.id) return data;
  const current = await req.payload.db.findOne<{
    id: number;
    slug?: string | null;
    _status?: string | null;
  }>({
    collection: 'places',
    where: { id: { equals: originalDoc.id } },
    req,
  });
  if (current?._status === 'published' && current.slug) {
    context[publishedSlugKey(originalDoc.id)] = current.slug;
  }
  return data;
};

/**
 * After a place is published: its old address, if it had another, leads to it (a redirect names
 * the place, not an address, so renaming a → b → c leads a to c, never through b), and its new
 * address leads nowhere else any more (renaming back to a takes a's redirect away: no loop).
 */
export const keepOldAddress: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if (doc._status !== 'published') return doc;
  const before = context[publishedSlugKey(doc.id)];
  const moved = typeof before === 'string' && before !== doc.slug;
  await req.payload.delete({
    collection: 'redirects',
    where: { from: { in: moved ? [doc.slug, before] : [doc.slug] } },
    req,
  });
  if (moved) {
    await req.payload.create({
      collection: 'redirects',
      data: { from: before, place: doc.id },
      req,
    });
  }
  return doc;
};

/** A deleted place's old addresses lead nowhere (404); before it goes, as they refer to it. */
export const dropOldAddresses: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'redirects', where: { place: { equals: id } }, req });
};
