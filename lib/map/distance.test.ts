import { distanceKm, nearestPlaces, roughKm, searchBox, type Location } from './distance';

describe('nearestPlaces', () => {
  const at = (slug: string, lat: number, lng: number) => ({ slug, location: { lat, lng } });
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

describe('roughKm', () => {
  it('names kilometres to the nearest ten, at least ten', () => {
    expect([0, 4, 14, 15, 149, 151, 3936].map(roughKm)).toEqual([10, 10, 10, 20, 150, 150, 3940]);
  });
});

describe('searchBox', () => {
  // A fixed sequence of numbers in [0, 1): the same points on every run.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const point = () => ({ lat: random() * 180 - 90, lng: random() * 360 - 180 });
  const outside = (box: ReturnType<typeof searchBox>, { lat, lng }: Location) =>
    (box.latitudes && (lat < box.latitudes.from || lat > box.latitudes.to)) ||
    (box.longitudes && (lng < box.longitudes.from || lng > box.longitudes.to));

  it('reaches as far as it says: every point outside is farther than reachKm', () => {
    let checked = 0;
    for (let round = 0; round < 400; round++) {
      const middle = point();
      const box = searchBox(middle, [0.5, 1, 4, 16, 64][round % 5]!);
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
    const box = searchBox(zion, 1);
    expect(box.latitudes).toEqual({ from: zion.lat - 1, to: zion.lat + 1 });
    expect(box.longitudes?.from).toBeCloseTo(zion.lng - 1.27, 2);
    // One degree of latitude is 111 km; the box's corners reach farther, its sides not.
    expect(box.reachKm).toBeCloseTo(111.2, 0);
    expect(searchBox({ lat: 52, lng: 179.5 }, 1).longitudes).toBeUndefined();
    expect(searchBox(zion, 180)).toEqual({ reachKm: Infinity });
  });
});
