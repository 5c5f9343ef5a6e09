import type { GlobalConfig } from 'payload';
import { legalSectionSchema } from '@/lib/content/schema';
import { anyone, owner } from '../access';
import { revalidateDocument } from '../revalidate';
import { paragraphsRule, rule } from '../validation';

/** The site's documents: each one's key in the content (content/, lib/content) and its global's slug. */
export const documentGlobals = {
  privacy: 'privacy',
  travelInfo: 'travel-info',
  accessibility: 'accessibility',
} as const;
export type DocumentKey = keyof typeof documentGlobals;

type Page = {
  slug: string;
  /** The backend's name of the page, German. */
  label: string;
  /** The page's address, e.g. `/datenschutz`. */
  path: string;
  /** What the page is, after "Die Abschnitte der Seite <path>". */
  about: string;
};

/**
 * A page of the site that is a document of sections (heading, anchor, paragraphs), edited by the
 * owner: the privacy policy, the travel information, the accessibility statement. A save shows on
 * the page at once (lib/cms/revalidate.ts).
 */
export const sectionsGlobal = ({ slug, label, path, about }: Page): GlobalConfig => ({
  slug,
  label,
  admin: { description: `Die Abschnitte der Seite ${path} ${about}, in dieser Reihenfolge.` },
  access: { read: anyone, update: owner },
  hooks: { afterChange: [revalidateDocument(slug)] },
  fields: [
    {
      name: 'sections',
      label: 'Abschnitte',
      labels: { singular: 'Abschnitt', plural: 'Abschnitte' },
      type: 'array',
      required: true,
      minRows: 1,
      // Each row named by its heading, not "Abschnitt 01".
      admin: {
        initCollapsed: true,
        components: { RowLabel: '/components/SectionLabel#SectionLabel' },
      },
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
          admin: { description: `Für Links wie ${path}#<sprungmarke>.` },
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
});
