import type { Field, GlobalConfig } from 'payload';
import type { z } from 'zod';
import { siteSchema } from '@/lib/content/schema';
import { anyone, owner } from '../access';
import { revalidateSite } from '../revalidate';
import { paragraphsRule, rule } from '../validation';

const { owner: ownerShape, hosting: hostingShape } = siteSchema.shape;

/** A required text field checked by its rule of the content schema. */
const text = (name: string, label: string, schema: z.ZodType, optional = false): Field => ({
  name,
  label,
  type: 'text',
  required: !optional,
  validate: optional ? (value: unknown) => (value ? rule(schema)(value) : true) : rule(schema),
});

export const Site: GlobalConfig = {
  slug: 'site',
  label: 'Website',
  admin: { description: 'Name, Texte der Startseite und die Angaben für das Impressum.' },
  access: { read: anyone, update: owner },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    text('name', 'Name der Website', siteSchema.shape.name),
    text('tagline', 'Untertitel', siteSchema.shape.tagline),
    {
      name: 'description',
      label: 'Beschreibung für Suchmaschinen',
      type: 'textarea',
      required: true,
      validate: rule(siteSchema.shape.description),
    },
    {
      name: 'intro',
      label: 'Text der Startseite',
      type: 'textarea',
      required: true,
      validate: paragraphsRule(siteSchema.shape.intro),
      admin: { description: 'Absätze durch eine Leerzeile trennen.', rows: 8 },
    },
    {
      name: 'owner',
      label: 'Anbieter (Impressum, § 5 DDG)',
      type: 'group',
      fields: [
        text('name', 'Name', ownerShape.shape.name),
        text('company', 'Firma oder Name des Angebots', ownerShape.shape.company),
        text('street', 'Straße und Hausnummer', ownerShape.shape.street),
        {
          type: 'row',
          fields: [
            text('postalCode', 'PLZ', ownerShape.shape.postalCode),
            text('city', 'Ort', ownerShape.shape.city),
            text('country', 'Land', ownerShape.shape.country),
          ],
        },
        {
          type: 'row',
          fields: [
            { ...text('email', 'E-Mail', ownerShape.shape.email), type: 'email' } as Field,
            text('phone', 'Telefon', ownerShape.shape.phone),
          ],
        },
        text('vatId', 'USt-IdNr. (falls vorhanden)', ownerShape.shape.vatId, true),
        text(
          'contentResponsible',
          'Verantwortlich für den Inhalt (§ 18 Abs. 2 MStV)',
          ownerShape.shape.contentResponsible,
        ),
      ],
    },
    {
      name: 'hosting',
      label: 'Hoster',
      type: 'group',
      fields: [
        text('name', 'Name', hostingShape.shape.name),
        text('address', 'Anschrift', hostingShape.shape.address),
      ],
    },
  ],
};
