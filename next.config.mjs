// @ts-check
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';
import { rewriteRules } from './lib/workarounds/rewrites.mjs';
import { STYLE_HASHES_PLACEHOLDER } from './lib/http/build-hashes.mjs';
import { headerRules, servedOverHttps } from './lib/http/headers.mjs';
import { clientHintsOnlyFor } from './lib/workarounds/payload-client-hints.mjs';

// Messages are compiled at build time: the browser gets no ICU message parser (intl-messageformat).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: ['de'], precompile: true },
  },
});

const distDir = process.env.NEXT_DIST_DIR || '.next';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // `node .next/standalone/server.js` runs the site without node_modules
  // (docs/deployment.md#node-host-standalone-server).
  output: 'standalone',
  // The backend's start reads content/ (lib/cms/seed.ts fills the documents a database lacks from
  // it); ship it with the standalone server. And the shared page cache with its packages, which the
  // page cache handler imports only with REDIS_URL, out of the tracing's sight
  // (lib/http/page-cache-handler.mjs).
  outputFileTracingIncludes: {
    '/**': [
      './content/**',
      './lib/http/shared-page-cache.mjs',
      './node_modules/@fortedigital/nextjs-cache-handler/package.json',
      './node_modules/@fortedigital/nextjs-cache-handler/dist/handlers/*.js',
      './node_modules/@redis/client/package.json',
      './node_modules/@redis/client/dist/**/*.{js,json}',
      './node_modules/next/constants.js',
    ],
  },
  // A second build side by side (e.g. the e2e build without a Google Maps key) uses another folder.
  distDir,
  // The site-wide style hashes for the pages the middleware gives a nonce: a placeholder, which the
  // build's last step replaces in the compiled middleware (scripts/csp-hashes.mjs).
  // BUILD_SITE_URL: the origin the pages are built for, which a production start compares with its
  // own SITE_URL (lib/seo/production-origin.ts).
  env: { CSP_STYLE_HASHES: STYLE_HASHES_PLACEHOLDER, BUILD_SITE_URL: process.env.SITE_URL ?? '' },
  poweredByHeader: false,
  // Next's file system cache of pages, which gives every page that enters it (also one a publish
  // renders anew) a Content-Security-Policy with its own script hashes.
  cacheHandler: fileURLToPath(new URL('./lib/http/page-cache-handler.mjs', import.meta.url)),
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only the content's images (the samples and the backend's uploads): anything else (e.g.
    // /api/messages/export) is refused with 400, and so is a query string
    // (`/bilder/x.jpg?v=1`), which would be a new cache entry and a new encode for every value.
    localPatterns: [
      { pathname: '/bilder/**', search: '' },
      { pathname: '/api/media/file/**', search: '' },
    ],
    // The optimizer's disk cache (.next/cache/images) evicts the least recently used entries beyond
    // this size; without it, Next.js allows half the free disk space.
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  // `npm test` checks the types of the whole project before its builds (`npm run typecheck`) and
  // then sets TYPES_CHECKED: its builds skip checking the same program again (about 15 s of each
  // build here). Every other build checks them.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // middleware.ts answers `/galerie/` with the 308 to `/galerie`, so that the redirect carries the
  // spamshield cookie like every other answer to a page address.
  skipTrailingSlashRedirect: true,
  experimental: {
    // Next.js buffers the body of every request that runs the middleware (10 MB by default), even
    // one the middleware refuses unread. No form takes more than a server action's 1 MB.
    proxyClientMaxBodySize: '1mb',
    // The CSS goes into the HTML: the first paint waits for no stylesheet request, which on a phone
    // is one round trip (Lighthouse LCP −180 to −470 ms on the measured pages,
    // docs/decisions.md#light-pages). The
    // Content-Security-Policy allows it by hash (scripts/csp-hashes.mjs).
    inlineCss: true,
    // Each page gets only the CSS it uses: inlined, a chunk costs no request, so Turbopack's graph
    // chunker may split by page (11–14 kB per page instead of every page's 25 kB,
    // docs/decisions.md#light-pages).
    cssChunking: { type: 'graph', requestCost: 0 },
    // Each route group has a root layout of its own: app/global-not-found.tsx answers what no route
    // matches (the site's 404 page).
    globalNotFound: true,
  },
  // Security headers (lib/http/headers.mjs); SITE_URL https:// adds HSTS.
  headers: async () => headerRules({ https: servedOverHttps }),
  rewrites: async () => rewriteRules(),
};

// Payload's admin (/verwaltung) and REST API (/api) run inside this app (lib/cms/).
export default clientHintsOnlyFor(withPayload(withNextIntl(nextConfig)), '/verwaltung');
