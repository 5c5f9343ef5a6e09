// The site search: its address, the query as the page reads it, and the places that match.
import type { Category, Place } from '@/lib/content';
import { type Word, words } from './german';

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
 * Whether a word of a place answers a word of the query: in a form the stemmer joins
 * ("Nationalparks" finds "Nationalpark"), as the end of a compound ("Park" finds "Nationalpark"),
 * or as the beginning of a word typed in part ("Yellow" finds "Yellowstone"; but "Atlantis", whose
 * stem "atlanti" begins "Atlantik", finds nothing there).
 */
export const answers = (word: Word, term: Word) =>
  word.stem.endsWith(term.stem) || word.folded.startsWith(term.folded);

/** What the search reads of a place. */
export type Searchable = Pick<Place, 'title' | 'state' | 'category' | 'summary' | 'description'>;

/** The texts the search reads of a place, each with its weight. */
export function searchedFields(categories: Category[]) {
  const labels = new Map(categories.map(({ slug, label }) => [slug, label]));
  return (place: Searchable) => [
    { weight: weights.title, text: place.title },
    { weight: weights.state, text: place.state },
    { weight: weights.category, text: labels.get(place.category) ?? '' },
    { weight: weights.text, text: [place.summary, ...place.description].join(' ') },
  ];
}

/**
 * The places that answer every word of the query in their title, state, category or texts. Places whose
 * title, state or category hold the words come before those that only mention them; otherwise the
 * content's order is kept.
 */
export function searchPlaces<T extends Searchable>(
  places: T[],
  categories: Category[],
  query: string,
): T[] {
  const wanted = [...new Map(words(query).map((term) => [term.folded, term])).values()];
  if (!wanted.length) return [];
  const fieldsOf = searchedFields(categories);
  return places
    .map((place, order) => {
      const fields = fieldsOf(place).map(({ weight, text }) => ({ weight, words: words(text) }));
      const scores = wanted.map((term) =>
        Math.max(
          0,
          ...fields
            .filter((field) => field.words.some((word) => answers(word, term)))
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
