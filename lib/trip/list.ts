/**
 * The trip plan ("Merkliste"): a list of place slugs that lives in the visitor's browser
 * (localStorage) and in the plan's address (`/merkliste?orte=zion,grand-canyon`). Nothing of it
 * reaches the server but that address. Safe for client and server.
 */

export const TRIP_PATH = '/merkliste';

/**
 * Whether an address (without its query) is the trip plan with Google's map (after consent), which
 * needs Google's hosts in its Content-Security-Policy: only with a Maps key (`hasMapsKey`).
 */
export const isTripMapPage = (pathname: string, hasMapsKey: boolean) =>
  hasMapsKey && pathname === TRIP_PATH;

/** The query parameter that holds the list, in its order. */
export const TRIP_QUERY = 'orte';

/**
 * At most this many places, a product choice: a trip, not a catalogue. Its map stays readable, it
 * prints on about four pages and its address stays short. (Google Maps gets it in stretches of
 * STOPS_PER_LINK stops, lib/trip/route.ts, so the limit is not Google's.)
 */
export const MAX_STOPS = 25;

/** The localStorage key of the list (named in the privacy policy). */
export const STORAGE_KEY = 'merkliste';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slugs of a list as written in an address or stored: comma-separated, each once, in their
 * order; what is no slug is left out, and so is anything past `limit`.
 */
export function parseTrip(
  value: string | string[] | null | undefined,
  limit = MAX_STOPS,
): string[] {
  const text = Array.isArray(value) ? value.join(',') : (value ?? '');
  const slugs = text
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => SLUG.test(slug));
  return [...new Set(slugs)].slice(0, limit);
}

/** The plan's address for a list (the plain page when the list is empty). */
export function tripPath(slugs: readonly string[]) {
  return slugs.length ? `${TRIP_PATH}?${TRIP_QUERY}=${slugs.join(',')}` : TRIP_PATH;
}

/** The list with `slug` added at its end, or taken out if it is on it (at most MAX_STOPS). */
export function toggled(slugs: readonly string[], slug: string) {
  return slugs.includes(slug)
    ? slugs.filter((other) => other !== slug)
    : [...slugs, slug].slice(0, MAX_STOPS);
}

/** The list with the place at `from` moved to `to`. */
export function moved(slugs: readonly string[], from: number, to: number) {
  const result = [...slugs];
  const [slug] = result.splice(from, 1);
  if (slug !== undefined) result.splice(Math.max(0, Math.min(to, result.length)), 0, slug);
  return result;
}
