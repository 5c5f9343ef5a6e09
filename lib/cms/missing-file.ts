import 'server-only';
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { CollectionSlug, PayloadRequest, UploadConfig } from 'payload';

type FileHandler = NonNullable<UploadConfig['handlers']>[number];

/** Whether a document of `collection` names `filename`, as its file or as one of its sizes. */
async function isNamed(req: PayloadRequest, collection: CollectionSlug, filename: string) {
  const sizes = req.payload.collections[collection].config.upload.imageSizes ?? [];
  const doc = await req.payload.db.findOne({
    collection,
    req,
    where: {
      or: [
        { filename: { equals: filename } },
        ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
      ],
    },
  });
  return doc !== null;
}

/**
 * A file that is not in `staticDir`: 404, where Payload's own fallback answers 500 and logs an
 * error with the file's full path, for any name a stranger makes up. Only when a document names the
 * file (its photo deleted by hand, a database restored without its media folder) is it worth a line
 * in the log, a warning. A file that is there, an address Payload refuses itself (outside the
 * folder) and a store in the cloud (its own handler answers) are left to Payload.
 */
export const missingFileNotFound = (staticDir: string) =>
  (async (req, { params: { collection, filename } }): Promise<Response | undefined> => {
    const slug = collection as CollectionSlug;
    if (req.payload.collections[slug]?.config.upload.disableLocalStorage) return;
    const folder = resolve(staticDir);
    const path = resolve(folder, filename);
    if (!path.startsWith(folder + sep)) return;
    const missing = await stat(path).then(
      () => false,
      (error: NodeJS.ErrnoException) => error.code === 'ENOENT',
    );
    if (!missing) return;
    if (await isNamed(req, slug, filename)) {
      req.payload.logger.warn(`The file of ${collection} "${filename}" is missing in its folder.`);
    }
    return Response.json(
      { errors: [{ message: 'Die Datei wurde nicht gefunden.' }] },
      { status: 404, headers: { 'cache-control': 'no-store' } },
    );
  }) as FileHandler;
