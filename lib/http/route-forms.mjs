// @ts-check
// The app's folder names that are no address: route groups (`(site)`, `(payload)`) and
// intercepting routes (`(.)grand-canyon`, the gallery's overlay, and `(..)`, `(...)`). Next.js
// matches `/galerie/(.)grand-canyon` typed into the address bar like an address and answers 200
// with the overlay's page; every path segment that starts with `(` (or `%28`) is sent to the
// 404 page instead. No address of the site starts a segment with a parenthesis.

/** `beforeFiles` rewrites of next.config.mjs. */
export const routeFormRewrites = [
  { source: '/:path((?:.*/)?(?:\\(|%28).*)', destination: '/_not-found' },
];
