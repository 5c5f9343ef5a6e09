import { NextResponse } from 'next/server';
import { SPAMSHIELD_SET_COOKIE } from '@/lib/spamshield';

/**
 * Stamps every page response with `Set-Cookie: spamshield=true` (spec §4, §9).
 * The raw header is appended on purpose: `cookies.set()` would add `Path=/`.
 */
export function middleware() {
  const response = NextResponse.next();
  response.headers.append('set-cookie', SPAMSHIELD_SET_COOKIE);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: build assets, images, icons and files with an extension (robots.txt, sitemap.xml)
      // are not; nor is a link prefetch (it would scope copies of the cookie to sub-folders).
      source: '/((?!_next/|bilder/|opengraph-image|[^/]*\\.[^/]*$).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
