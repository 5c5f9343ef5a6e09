import type { Place } from '@/lib/content';
import { distanceKm } from '@/lib/map/distance';

type Located = Pick<Place, 'location'>;

/** The straight-line distance of each leg between consecutive places, in km. */
export function legKms(places: readonly Located[]) {
  return places.slice(1).map((place, index) => distanceKm(places[index]!.location, place.location));
}

/** The length of a route through the places in their order, in km. */
export const routeKm = (places: readonly Located[]) =>
  legKms(places).reduce((sum, km) => sum + km, 0);

/** Distances shorter than this are taken as equal (rounding of the coordinates). */
const EPSILON = 1e-6;

/**
 * A short route through the places, starting at the first (where the visitor begins): nearest
 * neighbour from the first, then 2-opt (reverse a stretch while that shortens the route). Not always
 * the shortest, but close for the few places of a trip, and the same for the same list.
 */
export function suggestedOrder<T extends Located>(places: readonly T[]): T[] {
  if (places.length < 3) return [...places];
  const [first, ...rest] = places;
  const route = [first!];
  while (rest.length) {
    const last = route[route.length - 1]!;
    let nearest = 0;
    rest.forEach((place, index) => {
      if (
        distanceKm(last.location, place.location) <
        distanceKm(last.location, rest[nearest]!.location)
      )
        nearest = index;
    });
    route.push(...rest.splice(nearest, 1));
  }
  const d = (a: T, b: T) => distanceKm(a.location, b.location);
  let improved = true;
  while (improved) {
    improved = false;
    // Reverse route[i..j]: the legs (i-1, i) and (j, j+1) become (i-1, j) and (i, j+1); an open
    // route has no leg after its last place.
    for (let i = 1; i < route.length - 1; i++) {
      for (let j = i + 1; j < route.length; j++) {
        const before = route[i - 1]!;
        const after = route[j + 1];
        const now = d(before, route[i]!) + (after ? d(route[j]!, after) : 0);
        const then = d(before, route[j]!) + (after ? d(route[i]!, after) : 0);
        if (then < now - EPSILON) {
          route.splice(i, j - i + 1, ...route.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return route;
}

const coordinates = ({ location }: Located) => `${location.lat},${location.lng}`;

/** Google Maps opens directions with at most 9 waypoints in a browser: 11 stops per link. */
export const STOPS_PER_LINK = 11;

/**
 * Google Maps' directions through the places in their order (Maps URLs, no API key), in stretches
 * of at most STOPS_PER_LINK stops, each beginning where the one before ended: in each the first
 * place is the origin, the last the destination, those between are waypoints. Plain links, opened
 * in a new tab: nothing is loaded from Google on the site.
 */
export function directionsUrls(places: readonly Located[]): string[] {
  const urls: string[] = [];
  for (let start = 0; start < places.length - 1; start += STOPS_PER_LINK - 1) {
    const stretch = places.slice(start, start + STOPS_PER_LINK);
    const query = new URLSearchParams({
      api: '1',
      origin: coordinates(stretch[0]!),
      destination: coordinates(stretch[stretch.length - 1]!),
      travelmode: 'driving',
    });
    const waypoints = stretch.slice(1, -1).map(coordinates).join('|');
    if (waypoints) query.set('waypoints', waypoints);
    urls.push(`https://www.google.com/maps/dir/?${query}`);
  }
  return urls;
}
