// @ts-check
// Response headers of the whole site, applied by next.config.mjs `headers()`
// (docs/security.md#security-headers). Plain JavaScript because the page cache handler, which Next
// loads at run time outside its bundles, imports it.
import { contentSecurityPolicy } from './csp.mjs';

/** Whether the site is served over HTTPS: SITE_URL, read when the site is built. */
export const servedOverHttps = (process.env.SITE_URL ?? '').startsWith('https:');

/**
 * Headers for every response. HSTS only when the site is served over HTTPS (SITE_URL https://…):
 * browsers ignore it over plain HTTP, and a local http://localhost site must not pin itself.
 * @param {{ https: boolean }} options
 */
export function securityHeaders({ https }) {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value:
        'accelerometer=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ...(https
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ];
}

/**
 * The addresses that are no page: build assets and the image optimizer, the backend's REST API, the
 * files of public/ and the metadata files (the addresses middleware.ts leaves out).
 */
const nonPagePaths =
  '(?:_next|api|bilder)/.*|favicon\\.ico|icon\\.(?:svg|png)|robots\\.txt|sitemap\\.xml|opengraph-image';
export const nonPageSource = `/:path(${nonPagePaths})`;
const nonPage = new RegExp(`^/(?:${nonPagePaths})$`);

/**
 * Whether `pathname` is a page's address (every answer to it carries the spamshield cookie).
 * @param {string} pathname
 */
export const isPageAddress = (pathname) => !nonPage.test(pathname);

/**
 * The pages rendered per request (the owner's area, the owner's preview of a place, the site
 * search, the trip plan): middleware.ts gives them a nonce policy (lib/http/page-response.ts).
 */
export const perRequestPaths = 'verwaltung|verwaltung/.*|vorschau/.*|suche|merkliste';

/**
 * The header rules for next.config.mjs: security headers on every response, and a policy that
 * allows no inline script on the answers that are no page. A page's policy comes with the page:
 * from Next's cache of pages (lib/http/page-cache-handler.mjs) or from middleware.ts. Next adds
 * a cached page's headers to the ones already set, so a rule's policy on a page would be a second
 * one that the page's scripts also had to pass.
 * @param {{ https: boolean }} options
 */
export function headerRules({ https }) {
  return [
    { source: '/:path*', headers: securityHeaders({ https }) },
    {
      source: nonPageSource,
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ https }) }],
    },
    // A link prefetch of a page rendered per request skips the middleware (middleware.ts), and
    // with it the page's nonce policy: its HTML, which no browser runs as a document, gets the
    // policy that allows no inline script.
    {
      source: `/:path(${perRequestPaths})`,
      has: [{ type: /** @type {const} */ ('header'), key: 'next-router-prefetch' }],
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ https }) }],
    },
  ];
}
