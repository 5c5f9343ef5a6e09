/** A point on the earth: latitude and longitude in degrees. */
export type Location = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Kilometres between two points as the crow flies (haversine, the earth as a sphere). */
export function distanceKm(from: Location, to: Location): number {
  const halfChord =
    Math.sin(radians(to.lat - from.lat) / 2) ** 2 +
    Math.cos(radians(from.lat)) *
      Math.cos(radians(to.lat)) *
      Math.sin(radians(to.lng - from.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(halfChord));
}

/** Kilometres as the site names them ("rund 150 km", "ca. 1.240 km"): to ten, at least 10. */
export const roughKm = (km: number) => Math.max(10, Math.round(km / 10) * 10);

/**
 * The latitudes and longitudes within about `degrees` of latitude around a point (as far again in
 * longitude), and `reachKm`: every point outside them is farther than that from the point, so the
 * places nearest to it that lie inside, if nearer than `reachKm`, are its nearest of all. No
 * longitudes where the box would pass the date line or a pole; no bounds at all from 180 degrees.
 */
export function searchBox({ lat, lng }: Location, degrees: number) {
  if (degrees >= 180) return { reachKm: Infinity };
  const latitudes = { from: lat - degrees, to: lat + degrees };
  // A degree of longitude is shorter away from the equator: as many degrees more as the box's
  // edge nearest to a pole needs for the same distance.
  const widest = Math.cos(radians(Math.min(90, Math.abs(lat) + degrees)));
  const spread = widest > 0 ? degrees / widest : Infinity;
  // Beyond a meridian `spread` degrees away a point is at least asin(cos(lat) · sin(spread)) away
  // (the nearest point of that meridian); beyond a latitude `degrees` away, at least `degrees`.
  const longitudes =
    spread < 90 && lng - spread >= -180 && lng + spread <= 180
      ? { from: lng - spread, to: lng + spread }
      : undefined;
  const acrossMeridian = longitudes
    ? Math.asin(Math.cos(radians(lat)) * Math.sin(radians(spread)))
    : Infinity;
  return {
    latitudes,
    longitudes,
    reachKm: EARTH_RADIUS_KM * Math.min(radians(degrees), acrossMeridian),
  };
}

/** The `count` other places nearest to a place, nearest first, with their distance in km. */
export function nearestPlaces<T extends { slug: string; location: Location }>(
  places: T[],
  place: { slug: string; location: Location },
  count = 3,
) {
  return places
    .filter(({ slug }) => slug !== place.slug)
    .map((other) => ({ place: other, km: distanceKm(place.location, other.location) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count);
}
