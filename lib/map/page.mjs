// @ts-check
/**
 * The page that loads the Google Maps JavaScript API (after the visitor's consent). It has a
 * Content-Security-Policy of its own, so links to it load it as a document. Plain JavaScript
 * because lib/http/page-cache-handler.mjs imports it (Next loads that handler at run time,
 * outside its bundles).
 */
export const MAP_PAGE = '/karte';
