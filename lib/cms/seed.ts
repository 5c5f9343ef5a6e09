import { join } from 'node:path';
import type { Payload } from 'payload';
import { loadContent } from '@/lib/content/load';
import { skipRevalidation } from './revalidate';
import { joinParagraphs } from './validation';

/** Credit of the sample images (stylised illustrations made for this project). */
const sampleCredit = 'Illustration: USA-Reiseführer (Beispielbild)';

const context = skipRevalidation;

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
  for (const place of content.places) {
    const image =
      imageIds.get(place.image.src) ??
      (
        await payload.create({
          collection: 'media',
          data: { alt: place.image.alt, credit: sampleCredit },
          filePath: join(root, 'public', place.image.src),
          context,
        })
      ).id;
    imageIds.set(place.image.src, image);
    await payload.create({
      collection: 'places',
      data: {
        title: place.title,
        slug: place.slug,
        category: categoryIds.get(place.category)!,
        state: place.state,
        summary: place.summary,
        description: joinParagraphs(place.description),
        location: place.location,
        facts: place.facts,
        image,
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
  await payload.updateGlobal({
    slug: 'privacy',
    data: {
      sections: content.privacy.map(({ id, heading, paragraphs }) => ({
        anchor: id,
        heading,
        paragraphs: joinParagraphs(paragraphs),
      })),
    },
    context,
  });
  return true;
}
