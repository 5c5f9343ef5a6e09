import { MAX_QUERY_LENGTH, searchPlaces, searchQuery } from './search';
import { categories, places } from '@/test/search-places';

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
