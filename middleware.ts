import type { NextRequest } from 'next/server';
import {
  canonicalRedirect,
  guardWrite,
  movedInboxRedirect,
  unsentThanksRedirect,
} from '@/lib/http/guard';
import { pageResponse } from '@/lib/http/page-response';

/**
 * Runs on the Edge runtime for every page address (see `config.matcher`): stamps the spamshield
 * cookie on every answer, gives the pages that show visitors' input a per-request CSP nonce, and
 * answers requests no page takes (wrong method, foreign origin, oversized or malformed form posts)
 * before Next.js reads their bodies. Next.js 16 deprecates `middleware.ts` in favour of
 * `proxy.ts`, which runs on Node.js only; the site's requirements ask for Edge middleware
 * (docs/decisions.md#the-cookie-stamped-by-edge-middleware).
 */
export function middleware(request: NextRequest) {
  return (
    canonicalRedirect(request) ??
    (request.method === 'GET' || request.method === 'HEAD'
      ? (unsentThanksRedirect(request) ?? movedInboxRedirect(request) ?? pageResponse(request))
      : guardWrite(request))
  );
}

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
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      has: [{ type: 'header', key: 'content-type' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      has: [{ type: 'header', key: 'content-length' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      has: [{ type: 'header', key: 'transfer-encoding' }],
    },
    {
      source:
        '/((?!_next/|api/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      has: [{ type: 'header', key: 'next-action' }],
    },
  ],
};
