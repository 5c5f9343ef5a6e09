import type { CollectionConfig } from 'payload';
import { categorySchema } from '@/lib/content/schema';
import { anyone, ownerWrites } from '../access';
import { revalidateSiteOnChange } from '../revalidate';
import { rule, slugField } from '../validation';

export const Categories: CollectionConfig = {
  slug: 'categories',
  labels: { singular: 'Kategorie', plural: 'Kategorien' },
  orderable: true,
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'slug'],
    description: 'Die Kategorien, nach denen die Galerie filtert.',
  },
  access: ownerWrites(anyone),
  hooks: revalidateSiteOnChange,
  fields: [
    {
      name: 'label',
      label: 'Name',
      type: 'text',
      required: true,
      validate: rule(categorySchema.shape.label),
    },
    slugField(categorySchema.shape.slug, 'Teil der Adresse: /galerie/kategorie/<adresse>'),
    {
      name: 'description',
      label: 'Beschreibung',
      type: 'textarea',
      required: true,
      validate: rule(categorySchema.shape.description),
    },
  ],
};
