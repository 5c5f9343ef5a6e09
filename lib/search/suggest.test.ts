import type { Category } from '@/lib/content';
import { categories, copy, places, shipped } from '@/test/search-places';
import { clearSearchMemo, type Searchable } from './search';
import { allowedSlips, clearSuggestionMemo, slips, suggestSpelling } from './suggest';

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

/** A place as the search reads it, and its address. */
type Slugged = Searchable & { slug: string };

describe('the memo of the suggestion', () => {
  const suggestedIn = (query: string, content: Slugged[], labels: Category[]) => {
    const suggestion = suggestSpelling(copy(content), copy(labels), query);
    return (
      suggestion && { query: suggestion.query, places: suggestion.places.map(({ slug }) => slug) }
    );
  };
  const clearMemos = () => {
    clearSearchMemo();
    clearSuggestionMemo();
  };

  beforeEach(clearMemos);

  it('suggests an edited place’s new words and no longer its old', () => {
    const renamed = places.map((place) =>
      place.slug === 'zion' ? { ...place, title: 'Bryce-Canyon-Nationalpark' } : place,
    );
    expect(suggestedIn('Zoin', places, categories)).toEqual({ query: 'Zion', places: ['zion'] });
    expect(suggestedIn('Zoin', renamed, categories)).toBeUndefined();
    expect(suggestedIn('Brcye', renamed, categories)).toEqual({
      query: 'Bryce',
      places: ['zion'],
    });
    expect(suggestedIn('Brcye', places, categories)).toBeUndefined();
  });

  it('suggests a category’s new label and no longer its old', () => {
    const relabelled = categories.map((category) =>
      category.slug === 'stadt' ? { ...category, label: 'Metropolen' } : category,
    );
    expect(suggestedIn('Städet', places, categories)).toEqual({
      query: 'Städte',
      places: ['chicago'],
    });
    expect(suggestedIn('Städet', places, relabelled)).toBeUndefined();
    expect(suggestedIn('Metroplen', places, relabelled)).toEqual({
      query: 'Metropolen',
      places: ['chicago'],
    });
  });

  it('suggests what it suggested without it, content after content', () => {
    // Typing slips: two letters in the middle of a word swapped.
    const typed = shipped.words
      .filter((word) => word.length >= 5)
      .map((word) => word.slice(0, 2) + word[3] + word[2] + word.slice(4));
    let suggesting = 0;
    for (const content of shipped.versions) {
      for (const query of typed) {
        const memoised = suggestedIn(query, content, shipped.categories);
        clearMemos();
        const fresh = suggestedIn(query, content, shipped.categories);
        expect(memoised).toEqual(fresh);
        if (fresh) suggesting += 1;
      }
    }
    // Not a comparison of nothing with nothing: most slips are mended.
    expect(suggesting).toBeGreaterThan(typed.length * 2);
  });
});
