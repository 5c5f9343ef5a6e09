// @ts-check
/**
 * The pages that load the Google Maps JavaScript API (after the visitor's consent): the map and its
 * views of one category. They have a Content-Security-Policy of their own, so links to them from
 * other pages load them as a document. Plain JavaScript because lib/http/csp.mjs (through the
 * page cache handler) imports it (Next loads that handler at run time, outside its bundles).
 */
export const MAP_PAGE = '/karte';

/** The query that names a place on the map page: /karte?ort=<slug> (a shared link, a place page). */
export const PLACE_QUERY = 'ort';

/**
 * The map page with a place marked and named.
 * @param {string} slug
 */
export const placeOnMapPath = (slug) => `${MAP_PAGE}?${PLACE_QUERY}=${slug}`;

const categoryPattern = /^\/karte\/kategorie\/([a-z0-9-]+)\/?$/;

/**
 * The map, or its view of one category (a path segment, so that each view is prerendered with its
 * hashed policy and works without JavaScript, like the gallery's: docs/features.md#the-map-karte).
 * @param {string | undefined} category
 */
export const mapPath = (category) => (category ? `${MAP_PAGE}/kategorie/${category}` : MAP_PAGE);

/**
 * The category a map address shows, if any.
 * @param {string} pathname
 */
export const mapCategoryOf = (pathname) => categoryPattern.exec(pathname)?.[1];

/**
 * Whether an address (without its query) is one of the map's pages.
 * @param {string} pathname
 */
export const isMapPage = (pathname) => pathname === MAP_PAGE || categoryPattern.test(pathname);
