import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  ContentError,
  contentFiles,
  entryName,
  checkContent,
  placeImages,
  type Content,
  type ContentProblem,
} from './validate';

/** The folder with the site owner's content; CONTENT_DIR points elsewhere (e.g. generated test content). */
export const contentDir = () => process.env.CONTENT_DIR || join(process.cwd(), 'content');
const publicDir = () => join(process.cwd(), 'public');

function readJson(dir: string, file: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, basename(file)), 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'Datei fehlt'
        : `kein gültiges JSON (${(error as Error).message})`;
    problems.push({ file, message: reason });
    return undefined;
  }
}

type RawImage = { src?: unknown } | undefined;
type RawPlace = { image?: RawImage; photos?: RawImage[] };

/** Image files that entries of places.json refer to but public/ lacks (checked on the raw data). */
function missingImages(places: unknown): ContentProblem[] {
  if (!Array.isArray(places)) return [];
  return places.flatMap((place: RawPlace | null, index) =>
    placeImages(place ?? {}).flatMap(({ field, image }) => {
      const src = image?.src;
      if (typeof src !== 'string' || existsSync(join(publicDir(), src))) return [];
      return [
        {
          file: contentFiles.places,
          entry: entryName(place, index),
          field: `${field}.src`,
          message: `Bilddatei public${src} fehlt`,
        },
      ];
    }),
  );
}

/** Reads and validates every content file and checks that each place's image exists; lists every problem at once. */
export function loadContent(dir = contentDir()): Content {
  const problems: ContentProblem[] = [];
  const raw = {
    site: readJson(dir, contentFiles.site, problems),
    categories: readJson(dir, contentFiles.categories, problems),
    places: readJson(dir, contentFiles.places, problems),
    privacy: readJson(dir, contentFiles.privacy, problems),
    travelInfo: readJson(dir, contentFiles.travelInfo, problems),
    accessibility: readJson(dir, contentFiles.accessibility, problems),
  };
  const result = problems.length ? undefined : checkContent(raw);
  problems.push(...missingImages(raw.places), ...(result?.problems ?? []));
  if (problems.length || !result?.content) throw new ContentError(problems);
  return result.content;
}
