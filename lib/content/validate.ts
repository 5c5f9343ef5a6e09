import { z } from 'zod';
import { categorySchema, legalSectionSchema, placeSchema, siteSchema } from './schema';
import type { Category, LegalSection, Place, Site } from './schema';

z.config(z.locales.de());

/** One problem in the site owner's content, located by file, entry and field. */
export type ContentProblem = { file: string; entry?: string; field?: string; message: string };

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Ungültiger Inhalt (${problems.length} Fehler):\n` +
        problems.map((p) => `  - ${formatProblem(p)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

export function formatProblem({ file, entry, field, message }: ContentProblem): string {
  return [file, entry && `Eintrag ${entry}`, field && `Feld „${field}“`]
    .filter(Boolean)
    .join(', ')
    .concat(`: ${message}`);
}

export function entryName(data: unknown, index: number): string {
  const slug = (data as { slug?: unknown } | undefined)?.slug;
  return typeof slug === 'string' && slug ? `${index + 1} („${slug}“)` : `${index + 1}`;
}

function issuesToProblems(
  file: string,
  issues: z.core.$ZodIssue[],
  data: unknown,
  isList: boolean,
) {
  return issues.map((issue): ContentProblem => {
    const path = [...issue.path];
    const index = isList && typeof path[0] === 'number' ? (path.shift() as number) : undefined;
    return {
      file,
      entry: index === undefined ? undefined : entryName((data as unknown[])[index], index),
      field: path.length ? path.join('.') : undefined,
      message: issue.message,
    };
  });
}

function check<T>(file: string, schema: z.ZodType<T>, data: unknown, problems: ContentProblem[]) {
  const result = schema.safeParse(data);
  if (!result.success) {
    problems.push(
      ...issuesToProblems(file, result.error.issues, data, schema instanceof z.ZodArray),
    );
  }
  return result.data;
}

/** The `slug` (or another string field) of each raw entry, so cross-checks also run on invalid lists. */
function stringField(items: unknown, key: string): (string | undefined)[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) => {
    const value = (item as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value : undefined;
  });
}

function duplicateSlugs(file: string, items: unknown, problems: ContentProblem[]) {
  const seen = new Set<string>();
  stringField(items, 'slug').forEach((slug, index) => {
    if (slug === undefined) return;
    if (seen.has(slug)) {
      problems.push({
        file,
        entry: entryName({ slug }, index),
        field: 'slug',
        message: 'ist doppelt vergeben',
      });
    }
    seen.add(slug);
  });
}

function unknownCategories(raw: RawContent, problems: ContentProblem[]) {
  const known = new Set(stringField(raw.categories, 'slug').filter(Boolean));
  const slugs = stringField(raw.places, 'slug');
  stringField(raw.places, 'category').forEach((category, index) => {
    if (category === undefined || known.has(category)) return;
    problems.push({
      file: contentFiles.places,
      entry: entryName({ slug: slugs[index] }, index),
      field: 'category',
      message: `unbekannte Kategorie „${category}“ (erlaubt: ${[...known].join(', ')})`,
    });
  });
}

/** Every image of a place (checked or raw) with its field: the main photo, then the further ones. */
export function placeImages<T>(place: { image?: T; photos?: T[] }): { field: string; image: T }[] {
  return [
    ...(place.image ? [{ field: 'image', image: place.image }] : []),
    ...(Array.isArray(place.photos)
      ? place.photos.map((image, index) => ({ field: `photos.${index}`, image }))
      : []),
  ];
}

export type RawContent = {
  site: unknown;
  categories: unknown;
  places: unknown;
  privacy: unknown;
  travelInfo: unknown;
  accessibility: unknown;
};
export type Content = {
  site: Site;
  categories: Category[];
  places: Place[];
  privacy: LegalSection[];
  travelInfo: LegalSection[];
  accessibility: LegalSection[];
};

export const contentFiles = {
  site: 'content/site.json',
  categories: 'content/categories.json',
  places: 'content/places.json',
  privacy: 'content/datenschutz.json',
  travelInfo: 'content/reiseinfos.json',
  accessibility: 'content/barrierefreiheit.json',
} as const;

/** Validates all content files and returns the typed content (when valid) and every problem found. */
export function checkContent(raw: RawContent): { content?: Content; problems: ContentProblem[] } {
  const problems: ContentProblem[] = [];
  const site = check(contentFiles.site, siteSchema, raw.site, problems);
  const categories = check(
    contentFiles.categories,
    z.array(categorySchema).min(1),
    raw.categories,
    problems,
  );
  const places = check(contentFiles.places, z.array(placeSchema).min(1), raw.places, problems);
  const sections = (file: string, data: unknown) =>
    check(file, z.array(legalSectionSchema).min(1), data, problems);
  const privacy = sections(contentFiles.privacy, raw.privacy);
  const travelInfo = sections(contentFiles.travelInfo, raw.travelInfo);
  const accessibility = sections(contentFiles.accessibility, raw.accessibility);

  duplicateSlugs(contentFiles.categories, raw.categories, problems);
  duplicateSlugs(contentFiles.places, raw.places, problems);
  unknownCategories(raw, problems);

  if (problems.length || !site || !categories || !places || !privacy) return { problems };
  if (!travelInfo || !accessibility) return { problems };
  return { content: { site, categories, places, privacy, travelInfo, accessibility }, problems };
}
