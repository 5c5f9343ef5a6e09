// Spelling help for the site search: a query that finds nothing because of a typing slip
// ("Yelowstone", "Grand Cayon", "Kalifronien") is answered with the nearest spelling the places
// themselves use, as long as that finds something.
import type { Category } from '@/lib/content';
import { fold, tokens, type Word, WORD, wordOf, words } from './german';
import { answers, type Searchable, searchedFields, searchPlaces } from './search';

/**
 * How many slips a word of the query may hold: none in words under four letters (too many words
 * are that close to them), one up to seven letters, two from eight.
 */
export const allowedSlips = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The number of slips between two words: letters wrong, missing, extra, or two neighbours swapped
 * (the optimal string alignment distance). Anything above `limit` is `limit + 1`.
 */
export function slips(typed: string, known: string, limit: number): number {
  const a = [...typed];
  const b = [...known];
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  // Three rows of the table: slips between the first i letters of a and the first j of b.
  let twoBack: number[] = [];
  let oneBack = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      row[j] = Math.min(
        oneBack[j]! + 1,
        row[j - 1]! + 1,
        oneBack[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        swapped ? twoBack[j - 2]! + 1 : Infinity,
      );
    }
    if (Math.min(...row) > limit) return limit + 1;
    twoBack = oneBack;
    oneBack = row;
  }
  return Math.min(oneBack[b.length]!, limit + 1);
}

/** A word the places use: as written where it counts most, its weight there, in how many places. */
type KnownWord = { word: Word; length: number; spelled: string; weight: number; places: number };

/** A word's length in letters (not UTF-16 units). */
const letters = (word: Word) => [...word.folded].length;

/** How many slips a typed word may hold: none with a digit in it. */
const limitOf = (term: Word) => (/\p{N}/u.test(term.folded) ? 0 : allowedSlips(letters(term)));

/** Every word of the searched fields of the places. */
function knownWords(places: Searchable[], categories: Category[]): KnownWord[] {
  const fieldsOf = searchedFields(categories);
  const known = new Map<string, KnownWord>();
  // Texts repeat their words: each spelling is folded and stemmed once.
  const wordsBySpelling = new Map<string, Word>();
  for (const place of places) {
    const seen = new Set<string>();
    for (const { weight, text } of fieldsOf(place)) {
      for (const spelled of tokens(text.normalize('NFC'))) {
        const word = wordsBySpelling.get(spelled) ?? wordOf(spelled);
        wordsBySpelling.set(spelled, word);
        const entry = known.get(word.folded) ?? {
          word,
          length: letters(word),
          spelled,
          weight,
          places: 0,
        };
        if (weight > entry.weight) Object.assign(entry, { spelled, weight });
        if (!seen.has(word.folded)) entry.places += 1;
        seen.add(word.folded);
        known.set(word.folded, entry);
      }
    }
  }
  return [...known.values()];
}

/** The known word nearest to a typed one: fewest slips, then the weightier, the commoner. */
function nearest(term: Word, known: KnownWord[]): KnownWord | undefined {
  const limit = limitOf(term);
  if (!limit) return undefined;
  const length = letters(term);
  return known
    .filter((entry) => Math.abs(entry.length - length) <= limit)
    .map((entry) => ({ entry, slips: slips(term.folded, entry.word.folded, limit) }))
    .filter(({ slips }) => slips <= limit)
    .sort(
      (a, b) =>
        a.slips - b.slips ||
        b.entry.weight - a.entry.weight ||
        b.entry.places - a.entry.places ||
        a.entry.spelled.localeCompare(b.entry.spelled, 'de'),
    )[0]?.entry;
}

/**
 * For a query that finds nothing: the query with each word that no place knows replaced by the
 * nearest word the places use, and what it finds. `undefined` if every word is known (then the
 * words only do not meet in one place), a word has no near spelling, or the new query finds
 * nothing either.
 */
export function suggestSpelling<T extends Searchable>(
  places: T[],
  categories: Category[],
  query: string,
): { query: string; places: T[] } | undefined {
  const typed = query.normalize('NFC');
  const terms = words(typed);
  // Nothing that could be mended (no word, or each too short or with a digit): no need to read
  // every place's words.
  if (!terms.some((term) => limitOf(term) > 0)) return undefined;
  const known = knownWords(places, categories);
  const corrections = new Map<string, string>();
  for (const term of terms) {
    if (known.some(({ word }) => answers(word, term))) continue;
    const near = nearest(term, known);
    if (!near) return undefined;
    corrections.set(term.folded, near.spelled);
  }
  if (!corrections.size) return undefined;
  const corrected = typed.replace(WORD, (token) => corrections.get(fold(token)) ?? token);
  const found = searchPlaces(places, categories, corrected);
  return found.length ? { query: corrected, places: found } : undefined;
}
