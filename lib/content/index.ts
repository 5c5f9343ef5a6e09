import 'server-only';
import { loadContent } from './load';

export type { Category, LegalSection, Place, Site } from './schema';

/** The site owner's content, read and validated once per server process (bad content fails the build). */
export const content = loadContent();

export function getPlace(slug: string) {
  return content.places.find((place) => place.slug === slug);
}

export function getCategory(slug: string) {
  return content.categories.find((category) => category.slug === slug);
}
