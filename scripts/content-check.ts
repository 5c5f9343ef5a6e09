// `npm run content:check`: validates the content folder without a build and lists every problem in
// German with file, entry and field, including images whose real size differs from the content.
import { join } from 'node:path';
import sharp from 'sharp';
import { contentDir, loadContent } from '../lib/content/load';
import {
  ContentError,
  contentFiles,
  entryName,
  formatProblem,
  placeImages,
  type ContentProblem,
} from '../lib/content/validate';

async function imageSizeProblems(content: ReturnType<typeof loadContent>) {
  const checks = content.places.flatMap((place, index) =>
    placeImages(place).map(async ({ field, image }): Promise<ContentProblem[]> => {
      const { width, height } = await sharp(join(process.cwd(), 'public', image.src)).metadata();
      if (width === image.width && height === image.height) return [];
      return [
        {
          file: contentFiles.places,
          entry: entryName(place, index),
          field: `${field}.width/height`,
          message: `eingetragen ${image.width}×${image.height}, die Bilddatei ist ${width}×${height} Pixel groß`,
        },
      ];
    }),
  );
  return (await Promise.all(checks)).flat();
}

async function main() {
  let problems: ContentProblem[];
  try {
    const content = loadContent();
    problems = await imageSizeProblems(content);
    if (!problems.length) {
      console.log(
        `Inhalt in Ordnung: ${content.places.length} Orte, ${content.categories.length} Kategorien (${contentDir()}).`,
      );
      return;
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    problems = error.problems;
  }
  console.error(`Der Inhalt hat ${problems.length} Fehler:`);
  for (const problem of problems) console.error(`  - ${formatProblem(problem)}`);
  process.exitCode = 1;
}

void main();
