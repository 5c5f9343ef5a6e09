import { categories, places } from '@/test/search-places';
import { allowedSlips, slips, suggestSpelling } from './suggest';

const suggested = (query: string) => {
  const suggestion = suggestSpelling(places, categories, query);
  return (
    suggestion && { query: suggestion.query, places: suggestion.places.map(({ slug }) => slug) }
  );
};

describe('slips', () => {
  it('counts letters wrong, missing, extra and two neighbours swapped as one slip each', () => {
    expect(slips('canyon', 'canyon', 2)).toBe(0);
    expect(slips('canyin', 'canyon', 2)).toBe(1);
    expect(slips('cayon', 'canyon', 2)).toBe(1);
    expect(slips('canyoon', 'canyon', 2)).toBe(1);
    expect(slips('cnayon', 'canyon', 2)).toBe(1);
    expect(slips('kalifronien', 'kalifornien', 2)).toBe(1);
    expect(slips('misisippi', 'mississippi', 2)).toBe(2);
  });

  it('stops beyond the limit', () => {
    expect(slips('chicago', 'canyon', 2)).toBe(3);
    expect(slips('zion', 'yosemite', 1)).toBe(2);
    expect(slips('', 'abc', 5)).toBe(3);
  });
});

describe('allowedSlips', () => {
  it('allows none under four letters, one up to seven, two from eight', () => {
    expect([3, 4, 7, 8, 20].map(allowedSlips)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('suggestSpelling', () => {
  it('replaces a word no place knows by the nearest one the places use, as they write it', () => {
    expect(suggested('Grand Cayon')).toEqual({ query: 'Grand Canyon', places: ['grand-canyon'] });
    expect(suggested('chicgao')).toEqual({ query: 'Chicago', places: ['chicago'] });
    expect(suggested('Yosemtie-Nationalpark')).toEqual({
      query: 'Yosemite-Nationalpark',
      places: ['yosemite'],
    });
  });

  it('mends every misspelt word and keeps the rest as typed', () => {
    expect(suggested('nationalpark Kalifronien')).toEqual({
      query: 'nationalpark Kalifornien',
      places: ['yosemite'],
    });
    expect(suggested('Stränd Kalifonien')).toEqual({
      query: 'Stränd Kalifornien',
      places: ['big-sur'],
    });
  });

  it('prefers a word of the title, state or category to a text’s at the same distance', () => {
    // "Usah" is one slip from the state "Utah" and from "USA" in the texts.
    expect(suggested('Usah')).toEqual({ query: 'Utah', places: ['zion'] });
  });

  it('suggests nothing for short words, numbers, unknown words or known words that do not meet', () => {
    expect(suggested('Zon')).toBeUndefined();
    expect(suggested('1918')).toBeUndefined();
    expect(suggested('Eiffelturm')).toBeUndefined();
    expect(suggested('Chicago Eiffelturm')).toBeUndefined();
    expect(suggested('Nationalpark Illinois')).toBeUndefined();
  });

  it('suggests nothing when the mended query finds nothing either', () => {
    expect(suggested('Chicgao Kalifornien')).toBeUndefined();
  });
});
