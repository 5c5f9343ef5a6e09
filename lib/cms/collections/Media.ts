import type { CollectionConfig } from 'payload';
import { join } from 'node:path';
import { imageSchema } from '@/lib/content/schema';
import { dataDirectory } from '@/lib/db/open';
import { anyone, ownerWrites } from '../access';
import { checkPhoto } from '../photo-check';
import { revalidateOnChange } from '../revalidate';
import { rule } from '../validation';

/** What a phone or camera makes; anything else is refused with a German message. */
export const imageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Foto', plural: 'Fotos' },
  admin: {
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'credit', 'width', 'height'],
    description:
      'Fotos, wie sie aus Kamera oder Telefon kommen (JPEG, PNG, WebP, AVIF, bis 25 MB). Breite und Höhe werden aus der Datei gelesen.',
  },
  access: ownerWrites(anyone),
  hooks: { beforeOperation: [checkPhoto], ...revalidateOnChange },
  upload: {
    staticDir: join(dataDirectory(), 'media'),
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
      admin: { description: 'Urheber und Lizenz, z. B. „Foto: Erika Mustermann“.' },
    },
  ],
};
