import type { GlobalConfig } from 'payload';
import { legalSectionSchema } from '@/lib/content/schema';
import { anyone, owner } from '../access';
import { revalidateSite } from '../revalidate';
import { paragraphsRule, rule } from '../validation';

export const Privacy: GlobalConfig = {
  slug: 'privacy',
  label: 'Datenschutzerklärung',
  admin: {
    description: 'Die Abschnitte der Seite /datenschutz (Art. 13 DSGVO), in dieser Reihenfolge.',
  },
  access: { read: anyone, update: owner },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    {
      name: 'sections',
      label: 'Abschnitte',
      labels: { singular: 'Abschnitt', plural: 'Abschnitte' },
      type: 'array',
      required: true,
      minRows: 1,
      admin: { initCollapsed: true },
      fields: [
        {
          name: 'heading',
          label: 'Überschrift',
          type: 'text',
          required: true,
          validate: rule(legalSectionSchema.shape.heading),
        },
        {
          name: 'anchor',
          label: 'Sprungmarke',
          type: 'text',
          required: true,
          validate: rule(legalSectionSchema.shape.id),
          admin: { description: 'Für Links wie /datenschutz#<sprungmarke>.' },
        },
        {
          name: 'paragraphs',
          label: 'Text',
          type: 'textarea',
          required: true,
          validate: paragraphsRule(legalSectionSchema.shape.paragraphs),
          admin: { description: 'Absätze durch eine Leerzeile trennen.', rows: 8 },
        },
      ],
    },
  ],
};
