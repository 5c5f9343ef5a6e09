// @ts-check
// Rewrites of next.config.mjs (see README, "Security headers"). Plain JavaScript because
// next.config.mjs imports it.
import { MAP_PAGE } from './security-headers.mjs';

const target = '/neu-laden';
const rsc = { type: /** @type {const} */ ('header'), key: 'rsc' };

// A path segment made only of characters and percent-escapes that decode to UTF-8 (RFC 3629).
const T = '%[89AB][0-9A-F]';
const validUtf8 = [
  '[^%]',
  '%[0-7][0-9A-F]',
  `%(?:C[2-9A-F]|D[0-9A-F])${T}`,
  `%E0%[AB][0-9A-F]${T}`,
  `%(?:E[1-9A-CEF])${T}${T}`,
  `%ED%[89][0-9A-F]${T}`,
  `%F0%[9AB][0-9A-F]${T}${T}`,
  `%F[1-3]${T}${T}${T}`,
  `%F4%8[0-9A-F]${T}${T}`,
].join('|');

export function rewriteRules() {
  return {
    // A client-side navigation to the map page becomes a document load, so that the map page's own
    // Content-Security-Policy (Google Maps hosts) applies, whichever page the visitor came from.
    beforeFiles: [
      { source: MAP_PAGE, has: [rsc], destination: target },
      // An address whose percent-escapes do not decode is answered with the 404 page; Next.js 16
      // answers a 500 for it in a dynamic route such as /galerie/[slug] (vercel/next.js#92527).
      { source: `/:path((?!(?:${validUtf8})*$).*)`, destination: '/_not-found' },
    ],
    // Server-action posts to addresses that do not exist get a 405 instead of Next.js 16's 500
    // ("Invariant: Expected RSC response, got text/plain", vercel/next.js#97568).
    fallback: [
      {
        source: '/:path*',
        has: [rsc, { type: 'header', key: 'next-action' }],
        destination: target,
      },
      {
        source: '/:path*',
        has: [
          rsc,
          {
            type: 'header',
            key: 'content-type',
            value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
          },
        ],
        destination: target,
      },
    ],
  };
}
