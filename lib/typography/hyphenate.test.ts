/**
 * @jest-environment node
 */
import { hyphenateLongWords } from './hyphenate';

const shown = (text: string) => hyphenateLongWords(text).replaceAll('\u00AD', '|');

describe('hyphenateLongWords', () => {
  it.each([
    ['Datenschutzerklärung', 'Daten|schutz|er|klä|rung'],
    ['Verbraucherstreitbeilegung', 'Ver|brau|cher|streit|bei|le|gung'],
    ['Erklärung zur Barrierefreiheit', 'Erklärung zur Bar|rie|re|frei|heit'],
    ['§ 27a Umsatzsteuergesetz', '§ 27a Umsatz|steu|er|ge|setz'],
  ])('gives the long words of „%s“ their German syllables: %s', (text, hyphenated) =>
    expect(shown(text)).toBe(hyphenated),
  );

  it('leaves at least three letters on each line of a break, also after a hard hyphen', () => {
    const word = hyphenateLongWords('Grand-Canyon-Nationalparkverwaltung').split('-').at(-1)!;
    const letters = (part: string) => part.replaceAll('\u00AD', '').length;
    const breaks = [...word.matchAll(/\u00AD/g)].map(({ index }) =>
      Math.min(letters(word.slice(0, index)), letters(word.slice(index))),
    );
    expect(breaks.length).toBeGreaterThan(2);
    expect(Math.min(...breaks)).toBeGreaterThanOrEqual(3);
  });

  it('leaves short words and names with hard hyphens as they are', () => {
    for (const text of ['Einreise und ESTA', 'Grand-Canyon-Nationalpark', 'Kontakt', 'Impressum'])
      expect(hyphenateLongWords(text)).toBe(text);
  });

  it('changes nothing a reader sees but where a line may break', () => {
    const text = 'Angaben gemäß § 5 DDG: Verbraucherstreitbeilegung, Datenschutzerklärung.';
    expect(hyphenateLongWords(text).replaceAll('\u00AD', '')).toBe(text);
  });
});
