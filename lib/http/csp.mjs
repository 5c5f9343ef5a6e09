// @ts-check
// The Content-Security-Policy of every answer, made here and nowhere else
// (docs/security.md#content-security-policy). Plain JavaScript without imports of Node.js: the page
// cache handler, which Next loads at run time outside its bundles, uses it, and so does the Edge
// middleware (hence Web Crypto).
import { isMapPage } from '../map/page.mjs';

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

/**
 * The Content-Security-Policy: nothing is allowed unless listed. Next.js puts its React Server
 * Components payload into inline scripts: `scriptSources` allows them on pages, by their hashes
 * or a nonce; other answers (assets, files, refusals) allow no inline script.
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

/** @param {string} body */
async function sha256(body) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/** Inline elements of a page: scripts without `src`, and `<style>` elements. */
const inlineElements = {
  script: /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  style: /<style[^>]*>([\s\S]*?)<\/style>/g,
};

/**
 * The SHA-256 sources of a page's inline scripts or styles, sorted, each once.
 * @param {string} html
 * @param {keyof typeof inlineElements} [element]
 */
export async function inlineHashes(html, element = 'script') {
  const bodies = [...html.matchAll(inlineElements[element])].map(([, body = '']) => body);
  return hashSources(bodies);
}

/**
 * The SHA-256 sources of texts, sorted, each once.
 * @param {string[]} bodies
 */
export async function hashSources(bodies) {
  return [...new Set(await Promise.all(bodies.map(sha256)))].sort();
}

/**
 * The policy of a page from Next's cache of pages, from its HTML: its scripts by hash, the
 * site-wide styles (a client-side navigation inserts the next page's styles under the current
 * page's policy); the map's pages with Google's hosts, as Google's CSP guide asks (not the 404 page
 * of an address under the map's, such as an unknown category).
 * @param {{ path: string, html: string, styles: string[], https: boolean, status?: number }} page
 *   the page's path (`/index` for the start page), its HTML, the build's site-wide style hashes and
 *   its HTTP status
 */
export async function pagePolicy({ path, html, styles, https, status }) {
  const maps = status !== 404 && isMapPage(path);
  return contentSecurityPolicy({
    https,
    maps,
    scriptSources: await inlineHashes(html),
    styleSources: maps ? [] : styles,
  });
}

/**
 * The policies the middleware gives page addresses. A page served from Next's cache of rendered
 * pages (every public page: prerendered by the build or rendered anew after a publish) brings its
 * own (`pagePolicy`, through lib/http/page-cache-handler.mjs): Next appends a cache entry's headers,
 * so a second policy from the middleware would have to be satisfied too and would refuse a
 * regenerated page's scripts. Pages rendered per request get a nonce. Without a build
 * (`npm run dev`) there is no cache of pages: inline scripts and styles are allowed with
 * 'unsafe-inline'. Every policy is made once; a request costs at most one string comparison here.
 * @param {string[] | null} styles the build's site-wide style hashes, `null` without a build
 * @param {{ https: boolean, backendMaps?: boolean }} options
 */
export function pagePolicies(styles, { https, backendMaps = false }) {
  // Every page allows the inline styles of all pages (`styles`, the build's hashes): a client-side
  // navigation inserts the next page's styles (React's hoisted `<style>` elements) under the
  // current page's policy.
  const styleSources = styles ?? ["'unsafe-inline'"];
  /** @param {boolean} maps */
  const withoutBuild = (maps) =>
    contentSecurityPolicy({
      https,
      maps,
      scriptSources: ["'unsafe-inline'"],
      styleSources: maps ? [] : styleSources,
    });
  const development = styles ? undefined : { page: withoutBuild(false), map: withoutBuild(true) };
  return {
    /**
     * The policy of a page that is not rendered per request: none once built (it brings its own).
     * @param {string} pathname
     */
    cachedPagePolicy: (pathname) => (isMapPage(pathname) ? development?.map : development?.page),
    /**
     * The policy of a page rendered per request: its scripts carry the nonce. Its inlined CSS does
     * not (React writes the nonce on scripts only), so it is allowed by the site-wide style hashes.
     * With `maps` (the trip plan, which shows Google's map after consent), Google's hosts as on the
     * map's pages, and with them inline styles, which Google's map sets (a hash would disable
     * 'unsafe-inline'); scripts still only by nonce.
     * @param {string} nonce
     * @param {{ maps?: boolean }} [options]
     */
    noncePolicy: (nonce, { maps = false } = {}) =>
      contentSecurityPolicy({
        https,
        maps,
        scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'"],
        styleSources: maps ? [] : styleSources,
      }),
    /**
     * The policy of the owner's backend (Payload's admin): scripts by nonce like every page rendered
     * per request; styles inline, because Payload's layout writes a `<style>` and its select boxes
     * (react-select) insert styles at run time, neither with a nonce. With a Google Maps key, Google's
     * hosts as on the map page, for the map that sets a place's position (the whole backend: it
     * navigates client-side, under the policy of the page it was loaded with).
     * @param {string} nonce
     */
    backendPolicy: (nonce) =>
      contentSecurityPolicy({
        https,
        maps: backendMaps,
        scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'"],
        styleSources: ["'unsafe-inline'"],
      }),
  };
}
