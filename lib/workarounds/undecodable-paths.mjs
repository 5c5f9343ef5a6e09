// @ts-check
// Workaround for Next.js 16.4.6 answering 500 ("URIError: URI malformed") to an address whose
// percent-escapes do not decode to UTF-8 when it falls into a dynamic route such as
// /galerie/[slug] (vercel/next.js#92527). Such an address is rewritten to the 404 page. Let it go
// when the canary test in e2e/workarounds.spec.ts fails, i.e. when Next.js answers 404 by itself.

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

/** `beforeFiles` rewrites of next.config.mjs. */
export const undecodablePathRewrites = [
  { source: `/:path((?!(?:${validUtf8})*$).*)`, destination: '/_not-found' },
];
