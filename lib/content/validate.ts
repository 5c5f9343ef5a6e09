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

function duplicateSlugs(file: string, items: { slug: string }[], problems: ContentProblem[]) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.slug)) {
      problems.push({
        file,
        entry: entryName(item, index),
        field: 'slug',
        message: 'ist doppelt vergeben',
      });
    }
    seen.add(item.slug);
  });
}

export type RawContent = { site: unknown; categories: unknown; places: unknown; privacy: unknown };
export type Content = {
  site: Site;
  categories: Category[];
  places: Place[];
  privacy: LegalSection[];
};

export const contentFiles = {
  site: 'content/site.json',
  categories: 'content/categories.json',
  places: 'content/places.json',
  privacy: 'content/datenschutz.json',
} as const;

/** Validates all content files; throws one ContentError listing every problem. */
export function validateContent(raw: RawContent): Content {
  const problems: ContentProblem[] = [];
  const site = check(contentFiles.site, siteSchema, raw.site, problems);
  const categories = check(
    contentFiles.categories,
    z.array(categorySchema).min(1),
    raw.categories,
    problems,
  );
  const places = check(contentFiles.places, z.array(placeSchema).min(1), raw.places, problems);
  const privacy = check(
    contentFiles.privacy,
    z.array(legalSectionSchema).min(1),
    raw.privacy,
    problems,
  );

  if (categories) duplicateSlugs(contentFiles.categories, categories, problems);
  if (places) {
    duplicateSlugs(contentFiles.places, places, problems);
    const known = new Set(categories?.map((c) => c.slug));
    places.forEach((place, index) => {
      if (categories && !known.has(place.category)) {
        problems.push({
          file: contentFiles.places,
          entry: entryName(place, index),
          field: 'category',
          message: `unbekannte Kategorie „${place.category}“ (erlaubt: ${[...known].join(', ')})`,
        });
      }
    });
  }

  if (problems.length || !site || !categories || !places || !privacy)
    throw new ContentError(problems);
  return { site, categories, places, privacy };
}
