import type { NextRequest } from 'next/server';
import { guardWrite, trailingSlashRedirect } from '@/lib/middleware/guard';
import { pageResponse } from '@/lib/middleware/page-response';

/**
 * Runs on the Edge runtime for every page address (see `config.matcher`): stamps the spamshield
 * cookie on every answer, gives the pages that show visitors' input a per-request CSP nonce, and
 * answers requests no page takes (wrong method, foreign origin, oversized or malformed form posts)
 * before Next.js reads their bodies. Next.js 16 deprecates `middleware.ts` in favour of
 * `proxy.ts`, which runs on Node.js only; the design card asks for Edge middleware.
 */
export function middleware(request: NextRequest) {
  return (
    trailingSlashRedirect(request) ??
    (request.method === 'GET' || request.method === 'HEAD'
      ? pageResponse(request)
      : guardWrite(request))
  );
}

export const config = {
  // Page addresses only: not build assets and the image optimizer (_next/), not the images and
  // files of public/ and the app's metadata files, not link prefetches. A cookie without Path set
  // on one of those would land in the jar under its folder. lib/middleware/matcher.test.ts checks
  // that every file in public/ and app/ metadata file is left out.
  matcher: [
    {
      source:
        '/((?!_next/|bilder/|favicon\\.ico$|icon\\.svg$|robots\\.txt$|sitemap\\.xml$|opengraph-image$|kontakt-ergebnis\\.css$).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
