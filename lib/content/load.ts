import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  ContentError,
  contentFiles,
  entryName,
  validateContent,
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

/** Reads and validates every content file; also checks that each place's image file exists. */
export function loadContent(dir = contentDir()) {
  const problems: ContentProblem[] = [];
  const raw = {
    site: readJson(dir, contentFiles.site, problems),
    categories: readJson(dir, contentFiles.categories, problems),
    places: readJson(dir, contentFiles.places, problems),
    privacy: readJson(dir, contentFiles.privacy, problems),
  };
  if (problems.length) throw new ContentError(problems);
  const content = validateContent(raw);
  content.places.forEach((place, index) => {
    if (!existsSync(join(publicDir(), place.image.src))) {
      problems.push({
        file: contentFiles.places,
        entry: entryName(place, index),
        field: 'image.src',
        message: `Bilddatei public${place.image.src} fehlt`,
      });
    }
  });
  if (problems.length) throw new ContentError(problems);
  return content;
}
