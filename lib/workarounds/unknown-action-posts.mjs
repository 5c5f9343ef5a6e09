// @ts-check
// Workaround for Next.js 16.4.6 answering 500 ("Invariant: Expected RSC response, got text/plain")
// to a server-action post to an address that does not exist (vercel/next.js#97568). Such posts only
// reach Next.js inside the owner's area (middleware.ts answers 405 to posts elsewhere); they are
// rewritten to a route handler without POST, which answers 405. Let it go when the canary test in
// e2e/workarounds.spec.ts fails, i.e. when Next.js answers such a post without 500 by itself.

const rsc = { type: /** @type {const} */ ('header'), key: 'rsc' };

/** `fallback` rewrites of next.config.mjs: they apply only where no page matched. */
export const unknownActionPostRewrites = [
  {
    source: '/:path*',
    has: [rsc, { type: /** @type {const} */ ('header'), key: 'next-action' }],
    destination: '/nicht-erlaubt',
  },
  {
    source: '/:path*',
    has: [
      rsc,
      {
        type: /** @type {const} */ ('header'),
        key: 'content-type',
        value: '(?:multipart/form-data|application/x-www-form-urlencoded).*',
      },
    ],
    destination: '/nicht-erlaubt',
  },
];
