import { z } from 'zod';
import { REGIONS, splitRegion, stateOf } from './states';

/** Path segments below /galerie that belong to the grid, so no place may use them as its slug. */
const RESERVED_SLUGS = ['kategorie', 'bundesstaat', 'seite'] as const;

const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `muss mindestens ${min} Zeichen lang sein`)
    .max(max, `darf höchstens ${max} Zeichen lang sein`);

export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'nur Kleinbuchstaben a–z, Ziffern und Bindestriche');

export const categorySchema = z.object({
  slug: slugSchema,
  label: text(2, 40),
  description: text(10, 300),
});

/** An address a visitor follows from the site: https only. */
const httpsUrl = z
  .url({ protocol: /^https$/, error: 'muss eine Adresse mit https:// sein' })
  .max(200, 'darf höchstens 200 Zeichen lang sein');

/** The licence a photo is shown under: its name and, where there is one, the address of its text. */
export const licenseSchema = z.object({
  name: text(2, 80),
  url: httpsUrl.optional(),
});

export const imageSchema = z.object({
  src: z
    .string()
    .regex(/^\/bilder\/[a-z0-9-]+\.(jpe?g|png|webp|avif)$/, 'muss auf /bilder/<name>.jpg zeigen'),
  width: z.number().int().min(100).max(6000),
  height: z.number().int().min(100).max(6000),
  alt: text(10, 200),
  /** Bildnachweis: who made the photo (and where it comes from), shown beside it. */
  credit: text(3, 200),
  license: licenseSchema.optional(),
  /**
   * Where the photo's subject is, in percent of its width (x) and height (y) from the top left:
   * a frame of another shape crops around it. Without one, around the middle.
   */
  focalPoint: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
});

/** How many further photos a place's page shows at most. */
export const MAX_PHOTOS = 12;

const REGIONS_TEXT = REGIONS.join(', ');

/** What the backend keeps beside a place's region of the list: "Florida Keys". */
export const regionDetailSchema = text(2, 60);

/**
 * What a traveller needs to know before going: each fact optional (the owner's older places lack
 * them; a page leaves out what is missing).
 */
export const placeFactsSchema = z.object({
  /** A region of the guide's list (REGIONS), optionally with a detail: "Süden (Florida Keys)". */
  region: text(2, 60)
    .refine((value) => splitRegion(value).region, {
      error: (issue) =>
        `„${String(issue.input)}“ beginnt mit keiner Region der Liste (${REGIONS_TEXT})`,
    })
    .optional(),
  bestTime: text(5, 200).optional(),
  arrival: text(5, 300).optional(),
  admission: text(3, 200).optional(),
  /** Whether entry is free, for search engines (schema.org `isAccessibleForFree`). */
  freeAdmission: z.boolean().optional(),
  timeZone: text(3, 80).optional(),
  website: httpsUrl.optional(),
  /** Zeitbedarf: how long a visit takes, e.g. "1–2 Tage". */
  timeNeeded: text(3, 60).optional(),
});

/**
 * A state of the list (STATES), spelled as the list spells it. A string, not the list's type: a
 * place from before the list may still show a state outside it (lib/cms/list-values.ts).
 */
export const stateSchema = z.string().refine((value) => stateOf(value) === value, {
  error: ({ input }) => {
    const meant = stateOf(String(input));
    return meant
      ? `„${String(input)}“ ist kein Bundesstaat der Liste: gemeint ist wohl „${meant}“`
      : `„${String(input)}“ ist kein Bundesstaat der Liste (die 50 Bundesstaaten und Washington, D.C.)`;
  },
});

/** How many highlights a place's page lists at most. */
export const MAX_HIGHLIGHTS = 6;

export const placeSchema = z.object({
  slug: slugSchema.refine(
    (slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug),
    `ist für Seiten der Galerie reserviert (${RESERVED_SLUGS.join(', ')})`,
  ),
  title: text(2, 60),
  category: slugSchema,
  state: stateSchema,
  summary: text(20, 200),
  description: z.array(text(20, 2000)).min(1, 'braucht mindestens einen Absatz'),
  location: z.object({
    lat: z
      .number()
      .min(-90, 'Breitengrad muss zwischen −90 und 90 liegen')
      .max(90, 'Breitengrad muss zwischen −90 und 90 liegen'),
    lng: z
      .number()
      .min(-180, 'Längengrad muss zwischen −180 und 180 liegen')
      .max(180, 'Längengrad muss zwischen −180 und 180 liegen'),
  }),
  image: imageSchema,
  /** Further photos, in the order the place's page shows them below its main photo. */
  photos: z.array(imageSchema).max(MAX_PHOTOS, `höchstens ${MAX_PHOTOS} weitere Fotos`).default([]),
  facts: placeFactsSchema.default({}),
  /** What not to miss there, a few words each; optional like the facts. */
  highlights: z
    .array(text(3, 120))
    .max(MAX_HIGHLIGHTS, `höchstens ${MAX_HIGHLIGHTS} Highlights`)
    .default([]),
  /** Tipp: one piece of advice from the owner. */
  tip: text(10, 400).optional(),
  /** When the backend last saved the place (ISO 8601); content/ has none. */
  updatedAt: z.iso.datetime({ offset: true }).optional(),
});

export const siteSchema = z.object({
  name: text(2, 60),
  tagline: text(2, 120),
  description: text(50, 200),
  intro: z.array(text(10, 1000)).min(1),
  owner: z.object({
    name: text(2, 100),
    company: text(2, 150),
    street: text(2, 100),
    postalCode: text(3, 10),
    city: text(2, 60),
    country: text(2, 60),
    email: z.email('ist keine gültige E-Mail-Adresse'),
    phone: text(5, 40),
    vatId: text(4, 20).optional(),
    contentResponsible: text(2, 200),
  }),
  hosting: z.object({ name: text(2, 100), address: text(5, 200) }),
});

export const legalSectionSchema = z.object({
  id: slugSchema,
  heading: text(2, 120),
  paragraphs: z.array(text(10, 3000)).min(1),
});

export type Category = z.infer<typeof categorySchema>;
export type Place = z.infer<typeof placeSchema>;
export type Site = z.infer<typeof siteSchema>;
export type LegalSection = z.infer<typeof legalSectionSchema>;
