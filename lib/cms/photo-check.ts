import 'server-only';
import type { CollectionBeforeOperationHook } from 'payload';
import sharp from 'sharp';
import { shownError } from './errors';

/** The formats a phone or camera makes, as sharp names them (AVIF is a HEIF format). */
const photoFormats = new Set(['jpeg', 'png', 'webp', 'heif']);

const refuse = (message: string) => shownError(message, 400);

/**
 * Reads an uploaded photo before Payload stores it: a file that is no JPEG, PNG, WebP or AVIF, or
 * one that cannot be decoded to its end (cut off, damaged), is refused with a German message and
 * nothing is stored. (Payload's own check answers in English and only looks at the type.)
 */
export const checkPhoto: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const file = req.file;
  if ((operation !== 'create' && operation !== 'update') || !file) return args;
  // sharp throws at once, not in its promise, for an empty file.
  if (file.data.byteLength === 0) throw refuse('Die Datei ist leer.');
  const format = await sharp(file.data)
    .metadata()
    .then(({ format }) => format as string | undefined)
    .catch(() => undefined);
  if (!format || !photoFormats.has(format)) {
    throw refuse('Die Datei ist kein Foto im Format JPEG, PNG, WebP oder AVIF.');
  }
  await sharp(file.data, { failOn: 'error' })
    .stats()
    .catch(() => {
      throw refuse(
        'Das Foto ist beschädigt und lässt sich nicht lesen. Bitte laden Sie die Datei noch einmal hoch.',
      );
    });
  return args;
};
