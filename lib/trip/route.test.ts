import { directionsUrls, legKms, routeKm, suggestedOrder } from './route';

const at = (name: string, lat: number, lng: number) => ({ name, location: { lat, lng } });

// Along the 40th parallel, west to east, roughly evenly spaced.
const denver = at('denver', 39.74, -104.99);
const kansasCity = at('kansas-city', 39.1, -94.58);
const indianapolis = at('indianapolis', 39.77, -86.16);
const philadelphia = at('philadelphia', 39.95, -75.17);

describe('the route of a trip', () => {
  it('measures each leg as the crow flies and adds them up', () => {
    const legs = legKms([denver, kansasCity, indianapolis]);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toBeGreaterThan(880);
    expect(legs[0]).toBeLessThan(910);
    expect(routeKm([denver, kansasCity, indianapolis])).toBeCloseTo(legs[0]! + legs[1]!);
  });

  it('suggests a short order that starts at the first place', () => {
    const order = suggestedOrder([denver, philadelphia, kansasCity, indianapolis]);
    expect(order.map(({ name }) => name)).toEqual([
      'denver',
      'kansas-city',
      'indianapolis',
      'philadelphia',
    ]);
  });

  it('undoes a crossing that the nearest neighbour leaves (2-opt)', () => {
    // From a, the nearest is b, then c; d lies back beside a, e far beyond c: a nearest-neighbour
    // route a-b-c-d-e doubles back, and 2-opt turns it around.
    const a = at('a', 0, 0);
    const b = at('b', 0, 1);
    const c = at('c', 0, 2.2);
    const d = at('d', 0, -1.5);
    const e = at('e', 0, 6);
    const places = [a, b, c, d, e];
    const order = suggestedOrder(places);
    expect(order[0]).toBe(a);
    expect(routeKm(order)).toBeLessThan(routeKm([a, b, c, d, e]));
    expect(order.map(({ name }) => name)).toEqual(['a', 'd', 'b', 'c', 'e']);
  });

  it('leaves a list of two as it is', () => {
    expect(suggestedOrder([philadelphia, denver])).toEqual([philadelphia, denver]);
  });

  it('hands the stops to Google Maps in stretches of at most 11', () => {
    const [url] = directionsUrls([denver, kansasCity, philadelphia]);
    const query = new URL(url!).searchParams;
    expect(url).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&/);
    expect(query.get('origin')).toBe('39.74,-104.99');
    expect(query.get('destination')).toBe('39.95,-75.17');
    expect(query.get('waypoints')).toBe('39.1,-94.58');

    const stops = Array.from({ length: 25 }, (_, index) => at(`${index}`, 30 + index / 10, -100));
    const urls = directionsUrls(stops);
    expect(urls).toHaveLength(3);
    const params = urls.map((link) => new URL(link).searchParams);
    expect(params[0]!.get('waypoints')!.split('|')).toHaveLength(9);
    expect(params[1]!.get('origin')).toBe(params[0]!.get('destination'));
    expect(params[2]!.get('destination')).toBe('32.4,-100');
    expect(directionsUrls([denver])).toEqual([]);
  });
});
