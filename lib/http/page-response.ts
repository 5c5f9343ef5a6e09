import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { SPAMSHIELD_SET_COOKIE } from '@/lib/security/spamshield';
import { googleMapsSettings } from '@/lib/map/settings';
import { isTripMapPage } from '@/lib/trip/list';
import { compiledStyleHashes } from './build-hashes.mjs';
import { pagePolicies } from './csp.mjs';
import { perRequestPaths, servedOverHttps } from './headers.mjs';

/** With a Google Maps key, the backend's map and the trip plan's exist. */
const maps = Boolean(googleMapsSettings().apiKey);

/**
 * The policies of the pages: the build's site-wide style hashes are compiled in (a placeholder in
 * next.config.mjs `env`, which the build's last step fills: lib/http/build-hashes.mjs); the backend's map (lib/cms/components/LocationPicker.tsx) exists with a Google Maps key.
 */
const { cachedPagePolicy, noncePolicy, backendPolicy } = pagePolicies(
  compiledStyleHashes(process.env.CSP_STYLE_HASHES),
  { https: servedOverHttps, backendMaps: maps },
);

/**
 * Addresses rendered per request that show what visitors or the owner typed (`perRequestPaths`):
 * the owner's area, the owner's preview of a place, the site search and the trip plan. They, and
 * every answer to a POST (a server action's page, such as the contact form's answer without
 * JavaScript; a page Next.js takes from its cache for a post, which then carries no policy of its
 * own), get a Content-Security-Policy with a fresh nonce instead of script hashes.
 */
const perRequest = new RegExp(`^/(?:${perRequestPaths})$`);
/** Payload's admin (lib/cms). */
const backend = /^\/verwaltung(?:\/|$)/;

/**
 * Marks a response as an answer to a page load: `Set-Cookie: spamshield=true` (no Path, no
 * Expires, no Max-Age: docs/decisions.md#the-fixed-requirements). `cookies.set()` would add
 * `Path=/`, so the raw header is appended.
 */
export function withSpamshieldCookie<T extends Response>(response: T): T {
  response.headers.append('set-cookie', SPAMSHIELD_SET_COOKIE);
  return response;
}

/** 128 random bits, base64: a CSP nonce. */
function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Next.js's nonce pattern: the policy goes on the request, where the renderer reads the nonce and
 * puts it on its scripts, and on the response.
 */
function withNonce(request: NextRequest) {
  const nonce = createNonce();
  const { pathname } = request.nextUrl;
  // The trip plan shows Google's map after consent (components/trip/TripMapArea.tsx).
  const policy = backend.test(pathname)
    ? backendPolicy(nonce)
    : noncePolicy(nonce, { maps: isTripMapPage(pathname, maps) });
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/** A page from Next's cache of pages, which brings its own policy (none to add, but in development). */
function cachedPage(pathname: string) {
  const response = NextResponse.next();
  const policy = cachedPagePolicy(pathname);
  if (policy) response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * An address no route takes: the site's German 404 page answers it (app/global-not-found.tsx),
 * with its policy from Next's cache of pages, like any unknown address.
 */
const nowhere = '/verwaltung-nicht-eingerichtet';

/** The answer for a request that passed the guard: the page with its policy, stamped. */
export function pageResponse(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Without ADMIN_PASSWORD the backend does not exist (lib/cms/owner.ts): its pages are the site's
  // 404 page. (Its layout's notFound() would give Next's English one.)
  if (backend.test(pathname) && !process.env.ADMIN_PASSWORD && request.method !== 'POST') {
    return withSpamshieldCookie(NextResponse.rewrite(new URL(nowhere, request.url)));
  }
  return withSpamshieldCookie(
    perRequest.test(pathname) || request.method === 'POST'
      ? withNonce(request)
      : cachedPage(pathname),
  );
}
