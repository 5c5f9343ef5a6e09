/**
 * A light German stemmer for the site search: good enough that a visitor's "Nationalparks" finds
 * "Nationalpark", "Strände" "Strand" and "Städte" "Stadt". Applied to the query and to the text
 * alike, so both sides meet in the same form:
 *
 * - lower case, ß as ss, letters without their accents (ä → a, é → e), and ae/oe/ue as a/o/u for a
 *   visitor without umlauts on the keyboard ("Straende");
 * - one common plural or case ending cut off (-ern, -en, -er, -es, -em, -e, -s, and -n after e, l
 *   or r: "Inseln", but "Zion" stays), as long as at least three letters stay ("Seen" → "see", not
 *   "se"). An umlaut plural ("Städte") is covered by the folding before it.
 */

const endings = [/ern$/, /en$/, /er$/, /es$/, /em$/, /e$/, /s$/, /(?<=[elr])n$/];
const shortestStem = 3;

/** Lower case, without accents and umlauts. */
export function fold(text: string): string {
  return text
    .toLocaleLowerCase('de')
    .replaceAll('ß', 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/([aou])e/g, '$1');
}

/** A folded word without its ending. */
export function stem(word: string): string {
  for (const ending of endings) {
    const match = ending.exec(word);
    if (match && match.index >= shortestStem) return word.slice(0, match.index);
  }
  return word;
}

/** A word of a text, folded, and its stem. */
export type Word = { folded: string; stem: string };

/** A word: letters and digits; hyphens and punctuation separate words ("Zion-Nationalpark"). */
export const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text as they are written. */
export const tokens = (text: string): string[] => text.match(WORD) ?? [];

/** A word of a folded text, with its stem (folding again could change it: "aee" → "ae" → "a"). */
export const foldedWord = (folded: string): Word => ({ folded, stem: stem(folded) });

/** One word as written, folded, with its stem. */
export const wordOf = (spelled: string): Word => foldedWord(fold(spelled));

/** The words of a text, folded, with their stems. */
export const words = (text: string): Word[] => tokens(fold(text)).map(foldedWord);
