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
      // Build assets, optimised images and the content images are files, not pages;
      // a link prefetch is not a page load (it would scope copies of the cookie to sub-folders).
      source: '/((?!_next/static|_next/image|bilder/).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
