// The site search: its address, the query as the page reads it, and the places that match.
import type { Category, Place } from '@/lib/content';
import { stems } from './german';

/** The search page; its query parameter `q`. */
export const SEARCH_PATH = '/suche';
/** Longer queries are cut: the form's field takes no more, and every word must match anyway. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The query of `?q=…` as the page shows and searches it: the first value if it is given more than
 * once, control and format characters as spaces, runs of white space as one, at most
 * MAX_QUERY_LENGTH characters. `undefined` without `q`, `''` for an empty one.
 */
export function searchQuery(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  const clean = first.replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
  return [...clean].slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** How much a word found in a field counts: the title most, then state and category, then the texts. */
const weights = { title: 3, state: 2, category: 2, text: 1 } as const;

/**
 * The places that contain every word of the query (in any form the stemmer joins, or as part of a
 * longer word: "Park" finds "Nationalpark") in their title, state, category or texts. Places whose
 * title, state or category hold the words come before those that only mention them; otherwise the
 * content's order is kept.
 */
export function searchPlaces(places: Place[], categories: Category[], query: string): Place[] {
  const wanted = [...new Set(stems(query))];
  if (!wanted.length) return [];
  const labels = new Map(categories.map(({ slug, label }) => [slug, label]));
  return places
    .map((place, order) => {
      const fields = [
        { weight: weights.title, words: stems(place.title) },
        { weight: weights.state, words: stems(place.state) },
        { weight: weights.category, words: stems(labels.get(place.category) ?? '') },
        { weight: weights.text, words: stems([place.summary, ...place.description].join(' ')) },
      ];
      const scores = wanted.map((term) =>
        Math.max(
          0,
          ...fields
            .filter(({ words }) => words.some((word) => word.includes(term)))
            .map(({ weight }) => weight),
        ),
      );
      const score = scores.includes(0) ? 0 : scores.reduce((sum, value) => sum + value, 0);
      return { place, order, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ place }) => place);
}
