/**
 * The view of a Google map, shared by the map page and the trip plan (without the map page's
 * marker clusterer, which the trip plan does not load).
 */

/** Zoom level when one place is shown (from the list or a shared link): close enough to unclutter. */
export const FOCUS_ZOOM = 12;
const FIT_PADDING = 32;

/**
 * Fits the map's view to the places (none: the view stays). With `singleZoom`, one place is
 * centred at that zoom: fitting its bounds alone zooms in as far as the map allows.
 */
export function fitToPlaces(
  map: google.maps.Map,
  places: { lat: number; lng: number }[],
  { singleZoom }: { singleZoom?: number } = {},
) {
  const [first] = places;
  if (!first) return;
  if (places.length === 1 && singleZoom !== undefined) {
    map.setCenter({ lat: first.lat, lng: first.lng });
    map.setZoom(singleZoom);
    return;
  }
  const bounds = new google.maps.LatLngBounds();
  places.forEach(({ lat, lng }) => bounds.extend({ lat, lng }));
  map.fitBounds(bounds, FIT_PADDING);
}
