import type { CollectionBeforeValidateHook, CollectionConfig, Field } from 'payload';
import {
  MAX_HIGHLIGHTS,
  MAX_PHOTOS,
  placeFactsSchema,
  placeSchema,
  regionDetailSchema,
} from '@/lib/content/schema';
import { REGIONS, STATES } from '@/lib/content/states';
import { siteUrl } from '@/lib/site-url';
import { ownerOrPublished, ownerWrites } from '../access';
import { shownError } from '../errors';
import { dropOldAddresses, keepOldAddress, rememberPublishedSlug } from '../redirects';
import { revalidatePlaceOnChange } from '../revalidate';
import { optionalRule, paragraphsRule, rule, slugField, slugFromField } from '../validation';

const { location } = placeSchema.shape;

/**
 * A state or region outside the lists is refused with its German message as the API's answer
 * (400), also for a draft, which skips the fields' checks (PostgreSQL would refuse it with a 500).
 * Payload's own answer to a field that fails its check names only the field.
 */
const refuseUnlisted: CollectionBeforeValidateHook = ({ data }) => {
  const problems = [
    data?.state !== undefined && data.state !== null && rule(placeSchema.shape.state)(data.state),
    data?.facts?.region && !(REGIONS as readonly string[]).includes(data.facts.region)
      ? `„${String(data.facts.region)}“ ist keine Region der Liste (${REGIONS.join(', ')})`
      : true,
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length) throw shownError(problems.join('; '), 400);
  return data;
};
const facts = placeFactsSchema.shape;

/** An optional fact of the place's fact box, checked by its rule of the content schema. */
const fact = (
  name: Exclude<keyof typeof facts, 'freeAdmission' | 'region'>,
  label: string,
  description: string,
): Field => ({
  name,
  label,
  type: 'text',
  validate: optionalRule(facts[name]),
  admin: { description },
});

export const Places: CollectionConfig = {
  slug: 'places',
  labels: { singular: 'Ort', plural: 'Orte' },
  orderable: true,
  versions: { drafts: true, maxPerDoc: 20 },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'state', 'category', '_status'],
    // Not the state: a list (in PostgreSQL a type of its own, which a text search cannot read); the
    // list's filter chooses one.
    listSearchableFields: ['title', 'slug'],
    // The edit view's "Vorschau" button: the newest version, draft or not, as its page will show it.
    preview: ({ id }) => (id ? `/vorschau/${String(id)}` : null),
    description:
      'Die Orte des Reiseführers: Galerie, Karte und je eine eigene Seite unter /galerie/<adresse>. Die Reihenfolge hier ist die der Galerie.',
  },
  access: ownerWrites(ownerOrPublished),
  hooks: {
    beforeValidate: [refuseUnlisted],
    beforeChange: [rememberPublishedSlug],
    afterChange: [keepOldAddress, ...revalidatePlaceOnChange.afterChange],
    beforeDelete: [dropOldAddresses],
    afterDelete: revalidatePlaceOnChange.afterDelete,
  },
  fields: [
    {
      name: 'title',
      label: 'Titel',
      type: 'text',
      required: true,
      validate: rule(placeSchema.shape.title),
    },
    slugFromField(
      {
        ...slugField(
          placeSchema.shape.slug,
          'Füllt sich beim Tippen des Titels (ä wird ae, ß wird ss); änderbar. Kleinbuchstaben, Ziffern und Bindestriche. Ändern Sie sie bei einem veröffentlichten Ort, führt die alte Adresse von selbst zur neuen (Weiterleitungen).',
        ),
        label: 'Adresse der Seite (URL)',
      },
      { from: 'title', origin: siteUrl, prefix: '/galerie/', label: 'Ganze Adresse' },
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
          type: 'select',
          options: [...STATES],
          required: true,
          validate: rule(placeSchema.shape.state),
        },
      ],
    },
    {
      name: 'legacyState',
      label: 'Bundesstaat bisher',
      type: 'text',
      admin: {
        readOnly: true,
        condition: (data) => Boolean(data.legacyState),
        description:
          'So stand es vor der Liste im Feld „Bundesstaat“, passte aber zu keinem Bundesstaat. Die Seite des Ortes zeigt es weiter, bis Sie oben einen Bundesstaat wählen und speichern; dann verschwindet dieser Hinweis.',
      },
      hooks: { beforeChange: [({ value, siblingData }) => (siblingData.state ? null : value)] },
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
      name: 'facts',
      label: 'Gut zu wissen',
      type: 'group',
      admin: {
        description:
          'Der Infokasten der Seite. Alles freiwillig: Was leer bleibt, zeigt die Seite nicht an.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'region',
              label: 'Region',
              type: 'select',
              options: [...REGIONS],
              admin: { description: 'Der Landesteil, z. B. „Südwesten“ oder „Neuengland“.' },
            },
            {
              name: 'regionDetail',
              label: 'Region genauer',
              type: 'text',
              validate: optionalRule(regionDetailSchema),
              admin: {
                description:
                  'Freiwillig, z. B. „Florida Keys“: Die Seite zeigt dann „Süden (Florida Keys)“.',
              },
            },
          ],
        },
        fact('bestTime', 'Beste Reisezeit', 'z. B. „April bis Juni und September bis Oktober“.'),
        fact('arrival', 'Anreise', 'Nächster Flughafen, Straße oder Bahn, kurz.'),
        fact('admission', 'Eintritt', 'Preis, Pass oder „frei“.'),
        {
          name: 'freeAdmission',
          label: 'Eintritt frei',
          type: 'checkbox',
          admin: { description: 'Für Suchmaschinen: Der Ort kostet keinen Eintritt.' },
        },
        fact('timeZone', 'Zeitzone', 'z. B. „Mountain Time (UTC−7, keine Sommerzeit)“.'),
        fact('website', 'Offizielle Website', 'Vollständige Adresse mit https://.'),
        fact('timeNeeded', 'Zeitbedarf', 'Wie lange ein Besuch dauert, z. B. „1–2 Tage“.'),
      ],
    },
    {
      name: 'highlights',
      label: 'Highlights',
      labels: { singular: 'Highlight', plural: 'Highlights' },
      type: 'array',
      maxRows: MAX_HIGHLIGHTS,
      admin: {
        description: `Was man dort nicht verpassen sollte, je ein paar Worte, bis zu ${MAX_HIGHLIGHTS}. Freiwillig: Ohne Highlights zeigt die Seite keine Liste.`,
      },
      fields: [
        {
          name: 'text',
          label: 'Highlight',
          type: 'text',
          required: true,
          validate: rule(placeSchema.shape.highlights.unwrap().element),
        },
      ],
    },
    {
      name: 'tip',
      label: 'Tipp',
      type: 'textarea',
      validate: optionalRule(placeSchema.shape.tip.unwrap()),
      admin: {
        description:
          'Ein Rat für Reisende, ein bis zwei Sätze. Freiwillig: Leer zeigt die Seite keinen Tipp.',
      },
    },
    {
      name: 'image',
      label: 'Foto',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: { description: 'Das Hauptfoto: oben auf der Seite und auf der Kachel.' },
    },
    {
      name: 'photos',
      label: 'Weitere Fotos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: MAX_PHOTOS,
      admin: {
        description: `Bis zu ${MAX_PHOTOS} weitere Fotos, in dieser Reihenfolge unter dem Text der Seite, jedes mit seinem Bildnachweis und seiner Lizenz.`,
      },
    },
  ],
};
