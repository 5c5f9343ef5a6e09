import type { CollectionConfig } from 'payload';
import { join } from 'node:path';
import { imageSchema, licenseSchema } from '@/lib/content/schema';
import { dataDirectory } from '@/lib/db/open';
import { anyone, ownerWrites } from '../access';
import messages from '@/messages/de.json';
import { missingFileNotFound } from '../missing-file';
import { checkPhoto } from '../photo-check';
import { revalidatePhotoOnChange } from '../revalidate';
import { keepPhotosInUse, placesUsing } from '../used-in';
import { licenseUrlRule, optionalRule, rule } from '../validation';

/** What a phone or camera makes; anything else is refused with a German message. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Where the photos are kept without a store in the cloud (lib/cms/storage.ts). */
const staticDir = join(dataDirectory(), 'media');

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Foto', plural: 'Fotos' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'usedIn', 'credit', 'license.name'],
    // She looks a photo up by what it shows or by its file's name ("grand-canyon"). The search
    // field reads "Suche nach Alternativtext oder Dateiname" (Payload's labels of the two fields).
    listSearchableFields: ['alt', 'filename'],
    description:
      'Fotos, wie sie aus Kamera oder Telefon kommen (JPEG, PNG, WebP, AVIF, bis 25 MB). Breite und Höhe werden aus der Datei gelesen.',
  },
  access: ownerWrites(anyone),
  hooks: {
    beforeOperation: [checkPhoto],
    beforeDelete: [keepPhotosInUse],
    ...revalidatePhotoOnChange,
  },
  upload: {
    staticDir,
    handlers: [missingFileNotFound(staticDir)],
    mimeTypes: imageTypes,
    focalPoint: true,
    crop: false,
    // The sizes the grid and the place pages ask for; next/image makes its widths from these.
    imageSizes: [
      { name: 'card', width: 800, withoutEnlargement: true },
      { name: 'large', width: 1600, withoutEnlargement: true },
    ],
    adminThumbnail: 'card',
  },
  fields: [
    // Not stored: read from the places (lib/cms/used-in.ts).
    {
      name: 'usedIn',
      label: messages.Admin.usedIn.label,
      type: 'text',
      virtual: true,
      admin: { readOnly: true, position: 'sidebar', disableListFilter: true },
      hooks: { afterRead: [placesUsing] },
    },
    {
      name: 'alt',
      label: 'Alternativtext',
      type: 'text',
      required: true,
      validate: rule(imageSchema.shape.alt),
      admin: {
        description:
          'Was auf dem Foto zu sehen ist, für Menschen, die es nicht sehen (10 bis 200 Zeichen).',
      },
    },
    {
      name: 'credit',
      label: 'Bildnachweis',
      type: 'text',
      required: true,
      validate: rule(imageSchema.shape.credit),
      admin: {
        description:
          'Wer das Foto gemacht hat und woher es stammt, z. B. „Foto: Erika Mustermann“ oder „Foto: Erika Mustermann / Wikimedia Commons“. Steht sichtbar unter dem Foto.',
      },
    },
    {
      name: 'license',
      label: 'Lizenz',
      type: 'group',
      admin: {
        description:
          'Unter welcher Lizenz das Foto gezeigt wird (leer lassen bei eigenen Fotos ohne Lizenz). Der Name steht unter dem Foto, mit der Adresse als Link.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'name',
              label: 'Name der Lizenz',
              type: 'text',
              validate: optionalRule(licenseSchema.shape.name),
              admin: { description: 'z. B. „CC BY-SA 4.0“ oder „CC0 1.0“.' },
            },
            {
              name: 'url',
              label: 'Adresse des Lizenztexts',
              type: 'text',
              validate: licenseUrlRule,
              admin: {
                description:
                  'Vollständige Adresse mit https://, z. B. https://creativecommons.org/licenses/by-sa/4.0/deed.de',
              },
            },
          ],
        },
      ],
    },
  ],
};
