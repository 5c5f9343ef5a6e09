// @ts-check
/**
 * The page that loads the Google Maps JavaScript API (after the visitor's consent). It has a
 * Content-Security-Policy of its own, so links to it load it as a document. Plain JavaScript
 * because next.config.mjs imports it (through lib/security-headers.mjs).
 */
export const MAP_PAGE = '/karte';
