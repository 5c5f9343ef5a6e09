import { join } from 'node:path';
import type { Payload } from 'payload';
import { loadContent } from '@/lib/content/load';
import type { Place } from '@/lib/content/schema';
import { listedState, splitRegion } from '@/lib/content/states';
import { skipRevalidation } from './revalidate';
import { documentGlobals, type DocumentKey } from './globals/sections';
import { joinParagraphs } from './validation';

const context = skipRevalidation;

/** content/'s region ("Süden (Florida Keys)") as the backend keeps it: the list's region, its detail. */
function regionFields(text: string | undefined) {
  const { region, detail } = splitRegion(text ?? '');
  return { region, regionDetail: detail };
}

/** A database the site has never written content to: no place, category, photo or site name. */
async function isEmpty(payload: Payload) {
  const counts = await Promise.all(
    (['places', 'categories', 'media'] as const).map(
      async (collection) => (await payload.count({ collection })).totalDocs,
    ),
  );
  const site = await payload.findGlobal({ slug: 'site', depth: 0 });
  return counts.every((count) => count === 0) && !site.name;
}

/**
 * Fills an empty database with the sample site from `content/` and `public/bilder/` (validated by
 * the content check first). Does nothing once the database holds content, so it never overwrites
 * what the owner edited; safe to run before every build and start.
 */
export async function seed(payload: Payload, root = process.cwd()) {
  if (!(await isEmpty(payload))) return false;
  const content = loadContent();
  const categoryIds = new Map<string, number>();
  // One photo per image file, however many places show it (generated test content shares them).
  const imageIds = new Map<string, number>();
  for (const category of content.categories) {
    const created = await payload.create({ collection: 'categories', data: category, context });
    categoryIds.set(category.slug, created.id);
  }
  /** The photo of an image of content/, uploaded once however many places show it. */
  const photo = async (image: Place['image']) => {
    const known = imageIds.get(image.src);
    if (known) return known;
    const { alt, credit, license, focalPoint } = image;
    const { id } = await payload.create({
      collection: 'media',
      data: { alt, credit, license, focalX: focalPoint?.x, focalY: focalPoint?.y },
      filePath: join(root, 'public', image.src),
      context,
    });
    imageIds.set(image.src, id);
    return id;
  };
  for (const place of content.places) {
    const image = await photo(place.image);
    const photos = [];
    for (const further of place.photos) photos.push(await photo(further));
    await payload.create({
      collection: 'places',
      data: {
        title: place.title,
        slug: place.slug,
        category: categoryIds.get(place.category)!,
        state: listedState(place.state),
        summary: place.summary,
        description: joinParagraphs(place.description),
        location: place.location,
        facts: { ...place.facts, ...regionFields(place.facts.region) },
        highlights: place.highlights.map((text) => ({ text })),
        tip: place.tip,
        image,
        photos,
        _status: 'published',
      },
      context,
    });
  }
  const { site } = content;
  await payload.updateGlobal({
    slug: 'site',
    data: { ...site, intro: joinParagraphs(site.intro) },
    context,
  });
  await fillDocuments(payload, content);
  return true;
}

/**
 * Fills each document the database holds no section of yet from content/: all of them in a new
 * database, and in one from before a document existed (its migration adds it empty), that one.
 * Never touches a document the owner has.
 */
export async function fillDocuments(payload: Payload, content = loadContent()) {
  const filled: string[] = [];
  for (const [key, slug] of Object.entries(documentGlobals) as [
    DocumentKey,
    (typeof documentGlobals)[DocumentKey],
  ][]) {
    const { sections } = await payload.findGlobal({ slug, depth: 0 });
    if (sections?.length) continue;
    filled.push(slug);
    await payload.updateGlobal({
      slug,
      data: {
        sections: content[key].map(({ id, heading, paragraphs }) => ({
          anchor: id,
          heading,
          paragraphs: joinParagraphs(paragraphs),
        })),
      },
      context,
    });
  }
  return filled;
}
