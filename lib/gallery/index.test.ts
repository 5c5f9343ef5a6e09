import type { Category, Place } from '@/lib/content';
import {
  boxAround,
  distanceKm,
  filterPlaces,
  galleryCategories,
  galleryPath,
  galleryStates,
  galleryViews,
  nearestPlaces,
  pageRange,
  pageWindow,
  paginate,
  parseGalleryPath,
  stateSlug,
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

describe('nearestPlaces', () => {
  const at = (slug: string, lat: number, lng: number) =>
    ({ slug, location: { lat, lng } }) as Place;
  const newYork = at('new-york-city', 40.7128, -74.006);
  const losAngeles = at('los-angeles', 34.0522, -118.2437);
  const boston = at('boston', 42.3601, -71.0589);
  const philadelphia = at('philadelphia', 39.9526, -75.1652);
  const chicago = at('chicago', 41.8781, -87.6298);

  it('measures as the crow flies', () => {
    // New York – Los Angeles is about 3,936 km on a sphere of 6,371 km.
    expect(distanceKm(newYork.location, losAngeles.location)).toBeCloseTo(3936, -1);
    expect(distanceKm(boston.location, boston.location)).toBe(0);
  });

  it('lists the other places nearest first, three by default', () => {
    const places = [losAngeles, chicago, newYork, boston, philadelphia];
    expect(nearestPlaces(places, newYork).map(({ place }) => place.slug)).toEqual([
      'philadelphia',
      'boston',
      'chicago',
    ]);
    expect(nearestPlaces(places, newYork, 1)[0]?.km).toBeCloseTo(130, -1);
    expect(nearestPlaces([newYork], newYork)).toEqual([]);
  });
});

describe('boxAround', () => {
  // A fixed sequence of numbers in [0, 1): the same points on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const point = () => ({ lat: random() * 180 - 90, lng: random() * 360 - 180 });
  const outside = (box: ReturnType<typeof boxAround>, { lat, lng }: Place['location']) =>
    (box.latitudes && (lat < box.latitudes.from || lat > box.latitudes.to)) ||
    (box.longitudes && (lng < box.longitudes.from || lng > box.longitudes.to));

  it('reaches as far as it says: every point outside is farther than reachKm', () => {
    let checked = 0;
    for (let round = 0; round < 400; round++) {
      const middle = point();
      const box = boxAround(middle, [0.5, 1, 4, 16, 64][round % 5]!);
      expect(box.reachKm).toBeGreaterThan(0);
      expect(outside(box, middle)).toBeFalsy();
      for (let n = 0; n < 200; n++) {
        // Half of them near the middle, where the box's edges are.
        const other =
          n % 2
            ? point()
            : { lat: middle.lat + (random() - 0.5) * 40, lng: middle.lng + (random() - 0.5) * 80 };
        if (Math.abs(other.lat) > 90 || Math.abs(other.lng) > 180 || !outside(box, other)) continue;
        expect(distanceKm(middle, other)).toBeGreaterThanOrEqual(box.reachKm);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('bounds the longitudes in the USA, not across the date line, and nothing from 180 degrees', () => {
    const zion = { lat: 37.2982, lng: -113.0263 };
    const box = boxAround(zion, 1);
    expect(box.latitudes).toEqual({ from: zion.lat - 1, to: zion.lat + 1 });
    expect(box.longitudes?.from).toBeCloseTo(zion.lng - 1.27, 2);
    // One degree of latitude is 111 km; the box's corners reach farther, its sides not.
    expect(box.reachKm).toBeCloseTo(111.2, 0);
    expect(boxAround({ lat: 52, lng: 179.5 }, 1).longitudes).toBeUndefined();
    expect(boxAround(zion, 180)).toEqual({ reachKm: Infinity });
  });
});
