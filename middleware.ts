/**
 * Runs on the Edge runtime for every page address (see `config.matcher`): stamps the spamshield
 * cookie on every answer, gives the pages that show visitors' input a per-request CSP nonce, and
 * answers requests no page takes (wrong method, foreign origin, oversized or malformed form posts)
 * before Next.js reads their bodies. Its steps, and what a request meets before and after it, are
 * in lib/http/index.ts. Next.js 16 deprecates `middleware.ts` in favour of `proxy.ts`, which runs
 * on Node.js only; the site's requirements ask for Edge middleware
 * (docs/decisions.md#the-cookie-stamped-by-edge-middleware).
 */
export { middleware } from '@/lib/http';

export const config = {
  // Page addresses only (not build assets and the image optimizer under _next/, the backend's REST
  // API under api/, which checks its own requests, the files of public/ and the metadata files),
  // and not link prefetches: a cookie without Path set on an asset or a
  // prefetched /galerie/x would land in the jar under its folder. A request that announces a body
  // (any of the headers of the last four entries) always runs it, prefetch header or not, so that
  // no body reaches Next.js unchecked; a body-less write with a prefetch header loses that header
  // on a Node.js server before Next.js routes it (lib/http/write-requests.ts).
  // Next.js reads the matcher without running the module, so the source is a literal in every
  // entry. middleware.test.ts checks that every file in public/ and the metadata files are left
  // out, and that all entries cover the same addresses.
  matcher: [
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.(?:svg|png)$|robots\\.txt$|sitemap\\.xml$|opengraph-image$).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.(?:svg|png)$|robots\\.txt$|sitemap\\.xml$|opengraph-image$).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.(?:svg|png)$|robots\\.txt$|sitemap\\.xml$|opengraph-image$).*)',
      has: [{ type: 'header', key: 'content-length' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.(?:svg|png)$|robots\\.txt$|sitemap\\.xml$|opengraph-image$).*)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.(?:svg|png)$|robots\\.txt$|sitemap\\.xml$|opengraph-image$).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
  ],
};
