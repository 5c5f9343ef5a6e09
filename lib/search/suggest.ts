// Spelling help for the site search: a query that finds nothing because of a typing slip
// ("Yelowstone", "Grand Cayon", "Kalifronien") is answered with the nearest spelling the places
// themselves use, as long as that finds something.
import type { Category } from '@/lib/content';
import { fold, tokens, type Word, WORD, wordOf, words } from './german';
import { answers, readFields, type Searchable, searchPlaces } from './search';

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

/** The searched fields of each place, read (see readFields). */
type ReadFields = ReturnType<typeof readFields>;

/** Every word of the searched fields of the places. */
function knownWords(fields: ReadFields): KnownWord[] {
  const known = new Map<string, KnownWord>();
  // Texts repeat their words: each spelling is folded and stemmed once.
  const wordsBySpelling = new Map<string, Word>();
  for (const placeFields of fields) {
    const seen = new Set<string>();
    for (const { weight, read } of placeFields) {
      for (const spelled of tokens(read.text.normalize('NFC'))) {
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

/**
 * The known words of the latest suggestion, and the fields they were read from. One entry, not one
 * per content: after a publish the previous content is not asked for again, and the fields refer to
 * the search memo's texts, so the entry costs little beside it.
 */
let latest: { fields: ReadFields; known: KnownWord[] } | undefined;

/**
 * Whether two readings are of the same texts with the same weights, place by place. A text read
 * from the memo of the search is the same object on every request, and an object always holds the
 * text it was made for: the same objects are the same texts, compared without reading them again.
 * (The same text in a new object, after it had left the memo, only costs reading the words anew.)
 */
const sameFields = (a: ReadFields, b: ReadFields) =>
  a.length === b.length &&
  a.every((fields, place) => {
    const others = b[place]!;
    return (
      fields.length === others.length &&
      fields.every(
        ({ weight, read }, index) =>
          weight === others[index]!.weight && read === others[index]!.read,
      )
    );
  });

/**
 * The known words of the places, from the memo when they are the latest suggestion's: each
 * request brings a fresh copy of the places, and reading all their words took longer than the
 * rest of the suggestion.
 */
function knownWordsOf(places: Searchable[], categories: Category[]): KnownWord[] {
  const fields = readFields(places, categories);
  if (!latest || !sameFields(latest.fields, fields)) latest = { fields, known: knownWords(fields) };
  return latest.known;
}

/** Forgets the known words of the latest suggestion (for the tests). */
export function clearSuggestionMemo() {
  latest = undefined;
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
  const known = knownWordsOf(places, categories);
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
