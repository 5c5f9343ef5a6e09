import 'server-only';
import { hyphenateSync } from 'hyphen/de';

const SOFT_HYPHEN = '\u00AD';

/** A word this long may not fit a phone's line in a heading: "Datenschutzerklärung". */
const LONG_WORD = 15;

/** No break leaves fewer letters than this on either line: not "Da-tenschutzerklärung". */
const MIN_PART = 3;

/**
 * Soft hyphens in the long words of a heading, at the German syllables (patterns of the 1996
 * spelling), so that a word too long for the line breaks with a hyphen instead of being cut
 * wherever it ends (`overflow-wrap`). Headings keep `hyphens: manual` (globals.css): a browser
 * breaks them only here, the same in every browser, with or without its own dictionaries.
 * Only for what is rendered: a page's title and other plain copies keep the text as it is.
 */
export function hyphenateLongWords(text: string): string {
  return hyphenateSync(text, { minWordLength: LONG_WORD }).replace(
    /[\p{L}\u00AD]+/gu,
    keepWideBreaks,
  );
}

/** Drops the soft hyphens of a word (between hard hyphens) that leave a short part. */
function keepWideBreaks(word: string): string {
  const letters = word.replaceAll(SOFT_HYPHEN, '').length;
  let before = 0;
  let kept = '';
  for (const char of word) {
    if (char !== SOFT_HYPHEN) {
      before += 1;
      kept += char;
    } else if (before >= MIN_PART && letters - before >= MIN_PART) {
      kept += char;
    }
  }
  return kept;
}
