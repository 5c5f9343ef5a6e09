// Post-build step of `npm run build`: gives every prerendered page a Content-Security-Policy that
// allows exactly its own inline scripts (Next.js's React Server Components payload) by their
// SHA-256 hashes instead of 'unsafe-inline'. The rules are appended to the header rules of the
// build (.next/routes-manifest.json, or NEXT_DIST_DIR's, also in the standalone copy), which
// `next start` and the standalone server apply; later rules win. Pages rendered per request get a
// policy with a fresh nonce from middleware.ts instead, which overrides these rules.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { MAP_PAGE } from '../lib/map-page.mjs';
import { contentSecurityPolicy, servedOverHttps } from '../lib/security-headers.mjs';

const dist = process.env.NEXT_DIST_DIR || '.next';
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const prerender = readJson(`${dist}/prerender-manifest.json`);

/** The SHA-256 sources of the inline <script> and <style> elements of a prerendered page. */
function inlineHashes(route) {
  const file = `${dist}/server/app${route === '/' ? '/index' : route}.html`;
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const hashes = (pattern) =>
    [...new Set([...html.matchAll(pattern)].map(([, body]) => body))].map(
      (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
    );
  return {
    scriptSources: hashes(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styleSources: hashes(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

const policy = (source, { scriptSources, styleSources }) => ({
  source,
  headers: [
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        https: servedOverHttps,
        maps: source === MAP_PAGE,
        scriptSources,
        styleSources,
      }),
    },
  ],
});

const pages = Object.keys(prerender.routes)
  .map((route) => [route, inlineHashes(route)])
  .filter(([, hashes]) => hashes);
const hashesOf = (route) => pages.find(([page]) => page === route)?.[1];

// Any other address (404s, assets) gets the not-found and error pages' hashes: they replace the
// policy of next.config.mjs's rule for every address (`/:path*`), which comes first.
const fallbackPages = ['/_not-found', '/_global-error'].map(hashesOf).filter(Boolean);
const fallback = policy('/:path*', {
  scriptSources: [...new Set(fallbackPages.flatMap((hashes) => hashes.scriptSources))],
  styleSources: [...new Set(fallbackPages.flatMap((hashes) => hashes.styleSources))],
}).headers[0];

/** A header rule for one literal address, in the routes manifest's form. */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pageRule = (route, hashes) => ({
  ...policy(route, hashes),
  regex: `^${escapeRegex(route)}(?:/)?$`,
});

// Internal pages (/_not-found) and the prerendered payloads of intercepting routes (/galerie/(.)x)
// are no addresses of their own.
const rules = pages
  .filter(([route]) => !/^\/_|[@(]/.test(route))
  .map(([route, hashes]) => pageRule(route, hashes));

for (const manifest of [
  `${dist}/routes-manifest.json`,
  `${dist}/standalone/${dist}/routes-manifest.json`,
]) {
  if (!existsSync(manifest)) continue;
  const routes = readJson(manifest);
  const everyAddress = routes.headers.find((rule) => rule.source === '/:path*');
  everyAddress.headers = everyAddress.headers.map((header) =>
    header.key === fallback.key ? fallback : header,
  );
  routes.headers.push(...rules);
  writeFileSync(manifest, JSON.stringify(routes));
}
console.log(`Content-Security-Policy with script hashes for ${pages.length} prerendered pages`);
