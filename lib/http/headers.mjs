// @ts-check
// Response headers of the whole site, applied by next.config.mjs `headers()`
// (docs/security.md#security-headers). Plain JavaScript because next.config.mjs imports it.

const SELF = "'self'";
const NONE = "'none'";

/**
 * What the Google Maps JavaScript API loads (Google's CSP guide for the Maps JavaScript API,
 * allowlist variant): scripts, tiles, styles, fonts and telemetry. Allowed on the map page only.
 * @type {Record<string, string[]>}
 */
const googleMaps = {
  'script-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
    'blob:',
    "'unsafe-eval'",
  ],
  'style-src': ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  'img-src': [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  'font-src': ['https://fonts.gstatic.com'],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'blob:'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
};

/** Whether the site is served over HTTPS: SITE_URL, read when the site is built. */
export const servedOverHttps = (process.env.SITE_URL ?? '').startsWith('https:');

/**
 * The Content-Security-Policy: nothing is allowed unless listed. Next.js puts its React Server
 * Components payload into inline scripts: `scriptSources` allows them on pages, by their hashes
 * or a nonce (middleware.ts); other answers (assets, files) allow no inline script.
 * @param {{ https: boolean, maps?: boolean, scriptSources?: string[], styleSources?: string[] }} options
 */
export function contentSecurityPolicy({
  https,
  maps = false,
  scriptSources = [],
  styleSources = [],
}) {
  /** @type {Record<string, string[]>} */
  const policy = {
    'default-src': [NONE],
    'script-src': [SELF, ...scriptSources],
    'style-src': [SELF, ...styleSources],
    // React and next/image set style attributes (e.g. the image placeholder colour); no <style>.
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': [SELF, 'data:', 'blob:'],
    'font-src': [SELF],
    'connect-src': [SELF],
    'manifest-src': [SELF],
    'form-action': [SELF],
    'base-uri': [NONE],
    'frame-ancestors': [NONE],
  };
  if (maps) {
    for (const [directive, sources] of Object.entries(googleMaps)) {
      policy[directive] = [...(policy[directive] ?? []), ...sources];
    }
  }
  const directives = Object.entries(policy).map(
    ([name, sources]) => `${name} ${sources.join(' ')}`,
  );
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

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
export const nonPageSource =
  '/:path((?:_next|api|bilder)/.*|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|opengraph-image|kontakt-ergebnis\\.css)';

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
  ];
}
