import type { FieldHook } from 'payload';
import messages from '@/messages/de.json';

const { usedIn } = messages.Admin;

/**
 * Where a photo is used, for the owner ("Grand Canyon, Zion-Nationalpark"): the places that show it
 * as their main photo or among their further photos, drafts included. Read only for her (the
 * public pages read photos through their places and need no more queries).
 */
export const placesUsing: FieldHook = async ({ data, req }) => {
  if (!req.user || data?.id === undefined) return undefined;
  const { docs } = await req.payload.find({
    collection: 'places',
    where: { or: [{ image: { equals: data.id } }, { photos: { in: [data.id] } }] },
    select: { title: true },
    sort: 'title',
    depth: 0,
    pagination: false,
    draft: true,
    req,
  });
  return docs.map(({ title }) => title).join(', ') || usedIn.nowhere;
};
