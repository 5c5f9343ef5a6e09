// The site search: its address, the query as the page reads it, and the places that match.
import type { Category, Place } from '@/lib/content';
import { fold, foldedWord, tokens, type Word, words } from './german';

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
 * A searched text as the memo keeps it, with its words: while the text stays in the memo, every
 * request's copy of it gets this same object.
 */
export type ReadText = { text: string; words: Word[] };

/**
 * The texts the latest search read, by their content. Every request gets a fresh copy of the places
 * (getSearchablePlaces reads them from the data cache, possibly through Redis), so folding and
 * stemming are kept by the text itself, not by the objects: an edited place's new text is a new
 * key, and its old one is dropped by the next search. Only what the latest search read is kept, so
 * the memo holds one content's texts however often the owner publishes; the price is reading anew
 * if two different lists of places were searched in turn (the site searches one).
 */
let readTexts = new Map<string, ReadText>();

/** How many texts the memo holds (for the tests of its bound). */
export const memoisedTexts = () => readTexts.size;

/** Empties the memo: the next search reads every text anew (for the tests). */
export function clearSearchMemo() {
  readTexts = new Map();
}

/**
 * Each place's searched fields, read: from the memo where the text was read before, else folded
 * and stemmed now; then the memo holds just these texts. A text's words are its distinct ones (the
 * search asks only whether a field has a word); texts read together share the objects of their
 * common words, which keeps the memo small.
 */
export function readFields(places: Searchable[], categories: Category[]) {
  const fieldsOf = searchedFields(categories);
  const previous = readTexts;
  const current = new Map<string, ReadText>();
  const vocabulary = new Map<string, Word>();
  const sharedWord = (folded: string) => {
    const word = vocabulary.get(folded) ?? foldedWord(folded);
    vocabulary.set(folded, word);
    return word;
  };
  const readText = (text: string): ReadText => ({
    text,
    words: [...new Set(tokens(fold(text)))].map(sharedWord),
  });
  const fields = places.map((place) =>
    fieldsOf(place).map(({ weight, text }) => {
      const read = current.get(text) ?? previous.get(text) ?? readText(text);
      // Keyed by the kept text, not this request's copy of it: one copy of the texts is kept.
      current.set(read.text, read);
      return { weight, read };
    }),
  );
  readTexts = current;
  return fields;
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
  return readFields(places, categories)
    .map((fields, order) => {
      const scores = wanted.map((term) =>
        Math.max(
          0,
          ...fields
            .filter((field) => field.read.words.some((word) => answers(word, term)))
            .map(({ weight }) => weight),
        ),
      );
      const score = scores.includes(0) ? 0 : scores.reduce((sum, value) => sum + value, 0);
      return { place: places[order]!, order, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ place }) => place);
}
