import type { Category, Place } from '@/lib/content';
import {
  byState,
  filterPlaces,
  galleryCategories,
  galleryDescription,
  galleryPath,
  galleryStates,
  galleryViews,
  pageRange,
  pageWindow,
  paginate,
  parseGalleryPath,
  stateSlug,
  statesInOrder,
} from '.';

const place = (slug: string, category: string, state = 'Utah') =>
  ({ slug, category, state }) as Place;
const category = (slug: string) => ({ slug }) as Category;
const categories = [category('natur'), category('stadt'), category('kueste')];
/** 30 places: natur, stadt, natur, stadt, … (15 each), none at the coast; the last two in Washington, D.C. */
const places = Array.from({ length: 30 }, (_, i) =>
  place(`ort-${i + 1}`, i % 2 ? 'stadt' : 'natur', i >= 28 ? 'Washington, D.C.' : 'Utah'),
);

describe('filter', () => {
  it('keeps the places of one category in their order, or all without a category', () => {
    const nature = filterPlaces(places, { category: 'natur' });
    expect(nature).toHaveLength(15);
    expect(nature.every((p) => p.category === 'natur')).toBe(true);
    expect(nature.slice(0, 3).map((p) => p.slug)).toEqual(['ort-1', 'ort-3', 'ort-5']);
    expect(filterPlaces(places)).toBe(places);
    expect(filterPlaces(places, { category: 'kueste' })).toEqual([]);
  });

  it('keeps the places of one state', () => {
    expect(filterPlaces(places, { state: 'washington-d-c' }).map((p) => p.slug)).toEqual([
      'ort-29',
      'ort-30',
    ]);
    expect(filterPlaces(places, { state: 'utah' })).toHaveLength(28);
  });

  it('keeps the places of one category in one state', () => {
    expect(filterPlaces(places, { category: 'stadt', state: 'washington-d-c' })).toEqual([
      places[29],
    ]);
    expect(filterPlaces(places, { category: 'natur', state: 'utah' })).toHaveLength(14);
    expect(filterPlaces(places, { category: 'kueste', state: 'utah' })).toEqual([]);
  });

  it('counts the places of each category, in the categories’ order', () => {
    const labelled = categories.map((c) => ({ ...c, label: c.slug.toUpperCase() }));
    expect(galleryCategories(places, labelled)).toEqual([
      { slug: 'natur', label: 'NATUR', count: 15 },
      { slug: 'stadt', label: 'STADT', count: 15 },
      { slug: 'kueste', label: 'KUESTE', count: 0 },
    ]);
  });

  it('lists the states by name with their addresses and counts', () => {
    const more = [place('ort-31', 'natur', 'Alaska'), place('ort-32', 'natur', 'ALASKA')];
    expect(galleryStates([...places, ...more])).toEqual([
      { slug: 'alaska', label: 'Alaska', count: 2 },
      { slug: 'utah', label: 'Utah', count: 28 },
      { slug: 'washington-d-c', label: 'Washington, D.C.', count: 2 },
    ]);
  });

  it('finds the states of any filtered part of places in byState order without sorting them', () => {
    const mixed = [
      place('a', 'stadt', 'Utah'),
      place('b', 'natur', 'Oregon'),
      place('c', 'natur', 'Ägypten'),
      place('d', 'stadt', 'Alaska'),
      place('e', 'natur', 'Utah'),
      place('f', 'stadt', 'ALASKA'),
    ];
    const ordered = byState(mixed);
    expect(ordered.map((p) => p.slug)).toEqual(['c', 'd', 'f', 'b', 'a', 'e']);
    expect(statesInOrder(ordered)).toEqual(galleryStates(mixed));
    for (const filter of [{ category: 'natur' }, { category: 'stadt' }, { state: 'alaska' }])
      expect(statesInOrder(filterPlaces(ordered, filter))).toEqual(
        galleryStates(filterPlaces(mixed, filter)),
      );
  });

  it.each([
    ['New York', 'new-york'],
    ['Washington, D.C.', 'washington-d-c'],
    ['Baden-Württemberg', 'baden-wuerttemberg'],
    ['Québec', 'quebec'],
  ])('gives the state %s the address segment %s', (state, slug) =>
    expect(stateSlug(state)).toBe(slug),
  );
});

describe('addresses', () => {
  it.each([
    [{ page: 1 }, '/galerie'],
    [{ page: 2 }, '/galerie/seite/2'],
    [{ category: 'natur', page: 1 }, '/galerie/kategorie/natur'],
    [{ category: 'natur', page: 3 }, '/galerie/kategorie/natur/seite/3'],
    [{ state: 'new-york', page: 1 }, '/galerie/bundesstaat/new-york'],
    [{ state: 'new-york', page: 2 }, '/galerie/bundesstaat/new-york/seite/2'],
    [{ category: 'natur', state: 'utah', page: 1 }, '/galerie/kategorie/natur/bundesstaat/utah'],
    [
      { category: 'natur', state: 'utah', page: 2 },
      '/galerie/kategorie/natur/bundesstaat/utah/seite/2',
    ],
  ])('%j lives at %s and is read back from it', (view, path) => {
    expect(galleryPath(view)).toBe(path);
    expect(parseGalleryPath(path)).toEqual({ category: undefined, state: undefined, ...view });
  });

  it('does not take a place or an unknown address for a grid view', () => {
    expect(parseGalleryPath('/galerie/grand-canyon')).toBeUndefined();
    expect(parseGalleryPath('/galerie/seite/0')).toBeUndefined();
    expect(parseGalleryPath('/galerie/kategorie')).toBeUndefined();
    expect(parseGalleryPath('/galerie/bundesstaat/utah/kategorie/natur')).toBeUndefined();
    expect(parseGalleryPath('/galerie/kategorie/natur/seite/2/bundesstaat/utah')).toBeUndefined();
    expect(parseGalleryPath('/galerie-alt')).toBeUndefined();
  });

  it('lists every page of every filter, with page 1 for an empty category, and the categories in the states where they have places', () => {
    expect(galleryViews(places, categories).map(galleryPath)).toEqual([
      '/galerie',
      '/galerie/seite/2',
      '/galerie/seite/3',
      '/galerie/kategorie/natur',
      '/galerie/kategorie/natur/seite/2',
      '/galerie/kategorie/stadt',
      '/galerie/kategorie/stadt/seite/2',
      '/galerie/kategorie/kueste',
      '/galerie/bundesstaat/utah',
      '/galerie/bundesstaat/utah/seite/2',
      '/galerie/bundesstaat/utah/seite/3',
      '/galerie/bundesstaat/washington-d-c',
      '/galerie/kategorie/natur/bundesstaat/utah',
      '/galerie/kategorie/natur/bundesstaat/utah/seite/2',
      '/galerie/kategorie/natur/bundesstaat/washington-d-c',
      '/galerie/kategorie/stadt/bundesstaat/utah',
      '/galerie/kategorie/stadt/bundesstaat/utah/seite/2',
      '/galerie/kategorie/stadt/bundesstaat/washington-d-c',
    ]);
  });
});

describe('pages', () => {
  it('cuts a list into pages of 12; the last page holds the rest', () => {
    expect(paginate(places, 1)).toMatchObject({ first: 1, last: 12, pages: 3 });
    expect(paginate(places, 1).items).toHaveLength(12);
    expect(paginate(places, 2)).toMatchObject({ first: 13, last: 24, pages: 3 });
    const third = paginate(places, 3);
    expect(third).toMatchObject({ first: 25, last: 30, pages: 3 });
    expect(third.items.map((p) => p.slug)).toEqual(places.slice(24).map((p) => p.slug));
  });

  it.each([
    [0, 1],
    [12, 1],
    [13, 2],
    [24, 2],
    [30, 3],
    [36, 3],
    [37, 4],
  ])('makes %i items into %i pages', (total, pages) => {
    expect(pageRange(total, pages)).toMatchObject({ last: total, pages });
  });

  it('counts an empty list as one empty page', () => {
    expect(pageRange(0, 1)).toEqual({ start: 0, first: 0, last: 0, pages: 1 });
    expect(pageRange(2000, 84)).toEqual({ start: 996, first: 997, last: 1008, pages: 167 });
    expect(pageRange(1994, 167)).toEqual({ start: 1992, first: 1993, last: 1994, pages: 167 });
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 'gap', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [42, 84, [1, 'gap', 41, 42, 43, 'gap', 84]],
    [84, 84, [1, 'gap', 83, 84]],
  ])('page %i of %i shows the page links %j', (current, total, shown) => {
    expect(pageWindow(current, total)).toEqual(shown);
  });
});

describe('names', () => {
  const texts = {
    categoryDescription: 'Nationalparks und Canyons.',
    state: (state: string) => `Alle Ziele in ${state}.`,
    combine: ({ category, state }: { category: string; state: string }) =>
      `${category} in ${state}.`,
  };
  it.each([
    [{}, 'Alle Ziele in Bildern.'],
    [{ category: 'Natur' }, 'Nationalparks und Canyons.'],
    [{ state: 'Utah' }, 'Alle Ziele in Utah.'],
    [{ category: 'Natur', state: 'Utah' }, 'Natur in Utah.'],
  ])('describes the view %j as %j', (names, text) => {
    expect(galleryDescription(names, 'Alle Ziele in Bildern.', texts)).toBe(text);
  });

  it('describes a category without a text of its own as the whole gallery', () => {
    const without = { ...texts, categoryDescription: '' };
    expect(galleryDescription({ category: 'Natur' }, 'Alle Ziele in Bildern.', without)).toBe(
      'Alle Ziele in Bildern.',
    );
  });
});
