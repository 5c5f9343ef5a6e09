import type { CollectionConfig } from 'payload';
import { placeSchema } from '@/lib/content/schema';
import { ownerOrPublished, ownerWrites } from '../access';
import { revalidateOnChange } from '../revalidate';
import { paragraphsRule, rule, slugField } from '../validation';

const { location } = placeSchema.shape;

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: 'Ort', plural: 'Orte' },
  orderable: true,
  versions: { drafts: true, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'category', '_status'],
    listSearchableFields: ['title', 'state', 'slug'],
    // The edit view's "Vorschau" button: the newest version, draft or not, as its page will show it.
    preview: ({ id }) => (id ? `/vorschau/${String(id)}` : null),
    description:
      'Die Orte des Reiseführers: Galerie, Karte und je eine eigene Seite unter /galerie/<adresse>. Die Reihenfolge hier ist die der Galerie.',
  },
  access: ownerWrites(ownerOrPublished),
  hooks: revalidateOnChange,
  fields: [
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      validate: rule(placeSchema.shape.title),
    },
    slugField(
      placeSchema.shape.slug,
      'Teil der Adresse der Seite: /galerie/<adresse>. Kleinbuchstaben, Ziffern und Bindestriche.',
    ),
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          label: 'Kategorie',
          type: 'relationship',
          relationTo: 'categories',
          required: true,
        },
        {
          name: 'state',
          label: 'Bundesstaat',
          type: 'text',
          required: true,
          validate: rule(placeSchema.shape.state),
        },
      ],
    },
    {
      name: 'summary',
      label: 'Kurztext',
      type: 'textarea',
      required: true,
      validate: rule(placeSchema.shape.summary),
      admin: { description: 'Ein bis zwei Sätze für Kacheln, Karte und Suchmaschinen.' },
    },
    {
      name: 'description',
      label: 'Beschreibung',
      type: 'textarea',
      required: true,
      validate: paragraphsRule(placeSchema.shape.description),
      admin: { description: 'Absätze durch eine Leerzeile trennen.', rows: 12 },
    },
    {
      name: 'location',
      label: 'Lage',
      type: 'group',
      admin: {
        description:
          'Koordinaten in Dezimalgrad, z. B. aus Google Maps (Rechtsklick auf den Ort). Westliche Längen sind negativ.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'lat',
              label: 'Breitengrad',
              type: 'number',
              required: true,
              validate: rule(location.shape.lat),
            },
            {
              name: 'lng',
              label: 'Längengrad',
              type: 'number',
              required: true,
              validate: rule(location.shape.lng),
            },
          ],
        },
        {
          name: 'picker',
          type: 'ui',
          admin: { components: { Field: '/components/LocationPicker#LocationPicker' } },
        },
      ],
    },
    {
      name: 'image',
      label: 'Foto',
      type: 'upload',
      relationTo: 'media',
      required: true,
    },
  ],
};
