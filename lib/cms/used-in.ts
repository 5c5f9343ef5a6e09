import { getTranslations } from 'next-intl/server';
import type { CollectionBeforeDeleteHook, FieldHook, PayloadRequest } from 'payload';
import { locale } from '@/i18n/request';
import messages from '@/messages/de.json';
import { shownError } from './errors';

const { usedIn } = messages.Admin;

/**
 * The titles of the places that show photo `id` as their main photo or among their further photos,
 * in their latest version (drafts included) and, with `published`, in their published one too.
 */
async function titlesUsing(req: PayloadRequest, id: number | string, published = false) {
  const find = (draft: boolean) =>
    req.payload.find({
      collection: 'places',
      where: { or: [{ image: { equals: id } }, { photos: { in: [id] } }] },
      select: { title: true },
      sort: 'title',
      depth: 0,
      pagination: false,
      draft,
      req,
    });
  const found = await Promise.all(published ? [find(true), find(false)] : [find(true)]);
  return [...new Set(found.flatMap(({ docs }) => docs.map(({ title }) => title)))].sort((a, b) =>
    a.localeCompare(b, 'de'),
  );
}

/**
 * Where a photo is used, for the owner ("Grand Canyon, Zion-Nationalpark"): the places that show it
 * as their main photo or among their further photos, drafts included. Read only for her (the
 * public pages read photos through their places and need no more queries).
 */
export const placesUsing: FieldHook = async ({ data, req }) => {
  if (!req.user || data?.id === undefined) return undefined;
  return (await titlesUsing(req, data.id)).join(', ') || usedIn.nowhere;
};

/**
 * A photo a place still shows, published or in a draft, is not deleted: the place's page would
 * lose its photo (its address answers 404) and the place could not be saved until she chose
 * another. She is told which places, in German.
 */
export const keepPhotosInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const titles = await titlesUsing(req, id, true);
  if (titles.length) {
    // A message with an argument is compiled at build time: read through next-intl.
    const t = await getTranslations({ locale, namespace: 'Admin.usedIn' });
    throw shownError(t('deleteRefused', { places: titles.join(', ') }), 409);
  }
};
