import type { Field, TextField } from 'payload';
import type { z } from 'zod';
import { licenseSchema } from '@/lib/content/schema';
import { slugify } from '@/lib/slug';
import '@/lib/content/validate';

/** Paragraphs of a text field: the owner separates them with an empty line. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The same paragraphs as one text field's value (for the seed from content/). */
export const joinParagraphs = (list: string[]) => list.join('\n\n');

/** The first problem of `value` under a rule of the content schema, as Payload shows it: German text. */
function firstProblem(schema: z.ZodType, value: unknown): true | string {
  const result = schema.safeParse(value);
  return result.success ? true : (result.error.issues[0]?.message ?? 'ist ungültig');
}

/**
 * What a required field left empty says, as Payload's German says it under its own required fields
 * (a photo, a category): a field with a `validate` of its own skips Payload's required check, and
 * the schema's words for an empty value were "Ungültige Eingabe: erwartet Zahl, erhalten
 * undefined" or, for an address, "nur Kleinbuchstaben …".
 */
export const requiredMessage = 'Pflichtfeld';

/** Whether the owner left a field empty (Payload sends an emptied number as null, a text as ''). */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * A Payload `validate` function for a required field from a rule of the content schema
 * (lib/content/schema.ts), so that the backend refuses what the content check refuses, with the
 * same German messages.
 */
export const rule =
  (schema: z.ZodType) =>
  (value: unknown): true | string =>
    isEmpty(value) ? requiredMessage : firstProblem(schema, value);

/** The same for a field the owner may leave empty (Payload saves an emptied text field as ''). */
export const optionalRule =
  (schema: z.ZodType) =>
  (value: unknown): true | string =>
    value === '' || value === null || value === undefined ? true : firstProblem(schema, value);

/** The same for a text field that holds paragraphs (separated by an empty line). */
export const paragraphsRule =
  (schema: z.ZodType) =>
  (value: unknown): true | string =>
    isEmpty(value)
      ? requiredMessage
      : firstProblem(schema, paragraphs(typeof value === 'string' ? value : ''));

/** A licence's address: optional, https, and only beside the licence's name (the link's text). */
export const licenseUrlRule = (
  value: unknown,
  { siblingData }: { siblingData: { name?: unknown } },
) =>
  value && !siblingData.name
    ? 'braucht den Namen der Lizenz'
    : optionalRule(licenseSchema.shape.url)(value);

/** The unique address field of a collection whose entries have a page (`/galerie/<adresse>` …). */
export const slugField = (schema: z.ZodType, description: string): TextField => ({
  name: 'slug',
  label: 'Adresse',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: rule(schema),
  admin: { description },
});

/**
 * An address field that fills itself from the field `from` (the title): in the backend as she
 * types (lib/cms/components/SlugInput.tsx, which shows the whole address after `label`: `origin` +
 * `prefix` + the address), and on the server when a document is saved without one
 * (`POST /api/places` with a title only).
 */
export const slugFromField = (
  field: TextField,
  clientProps: { from: string; origin: string; prefix: string; label: string },
): Field => ({
  ...field,
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        const source: unknown = data?.[clientProps.from];
        return !value && typeof source === 'string' ? slugify(source) || value : value;
      },
    ],
  },
  admin: {
    ...field.admin,
    components: {
      Field: { path: '/components/SlugInput#SlugInput', clientProps },
    },
  },
});
