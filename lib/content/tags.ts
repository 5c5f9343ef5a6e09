/**
 * The tags of the content's cached reads (lib/content/index.ts): a page is tagged with the tags of
 * the reads it makes, and a publish revalidates the tags of what it changed (lib/cms/revalidate.ts),
 * so that only the pages showing it are rendered anew.
 */
export const contentTags = {
  /** The site's name, texts and owner: shown by every page. */
  site: 'site',
  /** The categories, their labels and addresses. */
  categories: 'categories',
  /**
   * The list of the published places with what places are found and ordered by (address, title,
   * category, state, location): the gallery's grid and filters, the map, the sitemap, the search
   * and every place page (its nearest places and its neighbours).
   */
  places: 'places',
  /**
   * Every published place's short text and photos: what lists all places shows beyond the list
   * (the map's markers and list, the sitemap's images, the search's texts).
   */
  placeTexts: 'place-texts',
  /** One place: its page, its overlay and the grid pages that show its tile. */
  place: (slug: string) => `place:${slug}`,
  /** One of the owner's documents (privacy policy, travel information, accessibility), by its global's slug. */
  document: (slug: string) => `document:${slug}`,
};
