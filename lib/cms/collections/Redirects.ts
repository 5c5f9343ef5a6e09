import type { CollectionConfig } from 'payload';
import { slugSchema } from '@/lib/content/schema';
import { nobody, owner } from '../access';
import { revalidateRedirectOnChange } from '../revalidate';
import { rule } from '../validation';

/**
 * The old addresses of places, each leading to its place's address of now (a 308). Made by the
 * places' hooks when a published place gets a new address (lib/cms/redirects.ts), never by hand;
 * the owner sees them and may delete one (its old address then answers 404).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Weiterleitung', plural: 'Weiterleitungen' },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'place', 'createdAt'],
    description:
      'Alte Adressen von Orten: Wer eine davon aufruft (Lesezeichen, geteilte Links, Suchmaschinen), landet dauerhaft auf der Seite des Ortes. Entsteht von selbst, wenn Sie die Adresse eines veröffentlichten Ortes ändern. Gelöscht, führt die alte Adresse ins Leere (Seite nicht gefunden).',
  },
  access: { read: owner, create: nobody, update: nobody, delete: owner },
  hooks: revalidateRedirectOnChange,
  fields: [
    {
      name: 'from',
      label: 'Alte Adresse',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: rule(slugSchema),
      admin: { description: 'Die frühere Adresse: /galerie/<alte adresse>.' },
    },
    {
      name: 'place',
      label: 'Führt zu',
      type: 'relationship',
      relationTo: 'places',
      required: true,
      index: true,
      admin: { description: 'Der Ort, unter seiner heutigen Adresse.' },
    },
  ],
};
