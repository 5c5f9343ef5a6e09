import type { Category } from '@/lib/content';
import { categories, copy, places, shipped } from '@/test/search-places';
import { words } from './german';
import {
  answers,
  clearSearchMemo,
  MAX_QUERY_LENGTH,
  memoisedTexts,
  readFields,
  type Searchable,
  searchedFields,
  searchPlaces,
  searchQuery,
} from './search';

const found = (query: string) => searchPlaces(places, categories, query).map(({ slug }) => slug);

describe('searchPlaces', () => {
  it('finds a plural in the singular: titles first, then places that mention it', () => {
    expect(found('Nationalparks')).toEqual(['zion', 'yosemite', 'grand-canyon']);
  });

  it('searches the title, the state, the category label and the texts', () => {
    expect(found('chicago')).toEqual(['chicago']);
    expect(found('Kalifornien')).toEqual(['big-sur', 'yosemite']);
    expect(found('Städte')).toEqual(['chicago']);
    expect(found('Strand')).toEqual(['big-sur']);
    expect(found('1919')).toEqual(['grand-canyon']);
  });

  it('matches without umlauts and in any case', () => {
    expect(found('STADT')).toEqual(['chicago']);
    expect(found('kuesten')).toEqual(['big-sur']);
  });

  it('finds the end of a compound and the beginning of a word typed in part, not any part', () => {
    expect(found('Park')).toEqual(['zion', 'yosemite', 'grand-canyon']);
    expect(found('Yosem')).toEqual(['yosemite']);
    expect(found('Atlantis')).toEqual([]);
    expect(found('Pazifik')).toEqual(['big-sur']);
    expect(found('Pazifis')).toEqual([]);
    expect(found('tionalp')).toEqual([]);
  });

  it('needs every word of the query', () => {
    expect(found('Nationalpark Kalifornien')).toEqual(['yosemite']);
    expect(found('Nationalpark Illinois')).toEqual([]);
  });

  it('does not search the categories’ descriptions', () => {
    expect(found('Vulkane')).toEqual([]);
  });

  it('finds nothing for a query without words', () => {
    expect(found('')).toEqual([]);
    expect(found('„–“ ?!')).toEqual([]);
    expect(found('Eiffelturm')).toEqual([]);
  });
});

describe('searchQuery', () => {
  it('is undefined without q and empty for an empty or blank one', () => {
    expect(searchQuery(undefined)).toBeUndefined();
    expect(searchQuery('')).toBe('');
    expect(searchQuery('  \t ')).toBe('');
  });

  it('takes the first of several values', () => {
    expect(searchQuery(['Strand', 'Stadt'])).toBe('Strand');
    expect(searchQuery([])).toBeUndefined();
  });

  it('turns control and format characters into spaces and collapses white space', () => {
    expect(searchQuery('Grand\u0000Canyon')).toBe('Grand Canyon');
    expect(searchQuery(' Zion \n\u202e Park\u200b ')).toBe('Zion Park');
  });

  it('cuts long queries to the maximum length, whole characters only', () => {
    expect(searchQuery('a'.repeat(5000))).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = searchQuery('🏜'.repeat(200))!;
    expect([...emoji]).toHaveLength(MAX_QUERY_LENGTH);
    expect(emoji).not.toContain('\ufffd');
  });
});

/**
 * The search as it was before its memo: each text folded and stemmed in full, nothing kept from one
 * content to the next. (Read once per content here, not once per query as it was: the words of a
 * text do not change, and the test would take seconds.)
 */
function searchWithoutMemo<T extends Searchable>(places: T[], categories: Category[]) {
  const fieldsOf = searchedFields(categories);
  const read = places.map((place) =>
    fieldsOf(place).map(({ weight, text }) => ({ weight, words: words(text) })),
  );
  return (query: string) => {
    const wanted = [...new Map(words(query).map((term) => [term.folded, term])).values()];
    if (!wanted.length) return [];
    return places
      .map((place, order) => {
        const scores = wanted.map((term) =>
          Math.max(
            0,
            ...read[order]!.filter((field) => field.words.some((word) => answers(word, term))).map(
              ({ weight }) => weight,
            ),
          ),
        );
        const score = scores.includes(0) ? 0 : scores.reduce((sum, value) => sum + value, 0);
        return { place, order, score };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .map(({ place }) => place);
  };
}

describe('the memo of the search', () => {
  const slugs = (found: { slug: string }[]) => found.map(({ slug }) => slug);
  const search = (
    query: string,
    content: (Searchable & { slug: string })[] = places,
    labels = categories,
  ) => slugs(searchPlaces(copy(content), copy(labels), query));
  const edit = (slug: string, fields: Partial<Searchable>) =>
    places.map((place) => (place.slug === slug ? { ...place, ...fields } : place));

  beforeEach(clearSearchMemo);

  it('reads a text once for every copy of the places', () => {
    const first = readFields(copy(places), categories);
    const again = readFields(copy(places), categories);
    expect(again.flat().map(({ read }) => read)).toEqual(first.flat().map(({ read }) => read));
    again.flat().forEach(({ read }, index) => expect(read).toBe(first.flat()[index]!.read));
  });

  it('finds an edited place by its new text and no longer by its old', () => {
    expect(search('Zion')).toEqual(['zion']);
    expect(search('Bryce')).toEqual([]);
    const renamed = edit('zion', { title: 'Bryce-Canyon-Nationalpark' });
    expect(search('Zion', renamed)).toEqual([]);
    expect(search('Bryce', renamed)).toEqual(['zion']);
    expect(search('Canyon', renamed)).toEqual(['grand-canyon', 'zion']);
    const described = edit('chicago', { description: ['Am Michigansee.'] });
    expect(search('Michigansee', described)).toEqual(['chicago']);
    expect(search('Zion', described)).toEqual(['zion']);
    expect(search('Michigansee')).toEqual([]);
  });

  it('finds a category by its new label and no longer by its old', () => {
    const relabelled = categories.map((category) =>
      category.slug === 'stadt' ? { ...category, label: 'Metropolen' } : category,
    );
    expect(search('Städte')).toEqual(['chicago']);
    expect(search('Städte', places, relabelled)).toEqual([]);
    expect(search('Metropole', places, relabelled)).toEqual(['chicago']);
  });

  it('finds what the search found without it, content after content', () => {
    const known = shipped.words;
    const queries = [
      ...known,
      ...known.map((word) => word.slice(0, 4)),
      ...known.map((word) => `${word}en`),
      ...known.map((word, index) => `${word} ${known[(index * 7) % known.length]}`),
      'Nationalparks',
      'Strände',
      'Kuesten',
      'Park',
    ];
    let finding = 0;
    for (const content of shipped.versions) {
      const expected = searchWithoutMemo(content, shipped.categories);
      for (const query of queries) {
        const wanted = slugs(expected(query));
        expect(search(query, content, shipped.categories)).toEqual(wanted);
        if (wanted.length) finding += 1;
      }
    }
    // Not a comparison of empty lists: most queries find places.
    expect(finding).toBeGreaterThan(queries.length * 2);
  });

  it('keeps only the texts of the latest search however often the places change', () => {
    const fieldsOf = searchedFields(categories);
    for (let version = 1; version <= 50; version++) {
      const edited = places.map((place) => ({
        ...place,
        summary: `${place.summary} (${version})`,
      }));
      search('Park', edited);
      const texts = new Set(edited.flatMap((place) => fieldsOf(place).map(({ text }) => text)));
      expect(memoisedTexts()).toBe(texts.size);
    }
  });
});
