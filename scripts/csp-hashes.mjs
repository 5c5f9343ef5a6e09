// Step of `npm run build` (see README, "Security headers"): the SHA-256 hashes of the inline
// scripts and styles of every prerendered page (Next.js's React Server Components payload), which
// middleware.ts puts into each page's Content-Security-Policy instead of 'unsafe-inline'. The
// hashes exist only once the pages are rendered, after the middleware is compiled, so the build
// runs twice: the first pass renders the pages, this script writes their hashes, the second pass
// (CSP_HASHES=1) compiles them into the middleware with the same build id, and
// `--verify` fails the build when the second pass's pages differ from the first's.
// A table in the middleware costs one lookup per request, however many pages there are; a header
// rule per page (the former approach) costs every request a regular expression per page.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pageHashesFile } from '../lib/csp-page-hashes.mjs';

const dist = process.env.NEXT_DIST_DIR || '.next';
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const htmlFile = (route) => `${dist}/server/app${route === '/' ? '/index' : route}.html`;

const sha256 = (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const unique = (lists) => [...new Set(lists.flat())].sort();

/** The SHA-256 sources of the inline <script> and <style> elements of a prerendered page. */
function inlineHashes(route) {
  const html = readFileSync(htmlFile(route), 'utf8');
  const hashes = (pattern) => unique([...html.matchAll(pattern)].map(([, body]) => sha256(body)));
  return {
    scripts: hashes(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: hashes(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

// Prerendered HTML pages; not the payloads of intercepting routes (/galerie/(.)x), no addresses.
const routes = Object.keys(readJson(`${dist}/prerender-manifest.json`).routes).filter(
  (route) => !/[@(]/.test(route) && existsSync(htmlFile(route)),
);
const all = Object.fromEntries(routes.map((route) => [route, inlineHashes(route)]));
const cssFiles = readdirSync(`${dist}/static`, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.css'),
);
const table = {
  buildId: readFileSync(`${dist}/BUILD_ID`, 'utf8').trim(),
  // Inline scripts (the page's data) per page.
  pages: Object.fromEntries(
    Object.entries(all)
      .filter(([route]) => !route.startsWith('/_'))
      .map(([route, hashes]) => [route, hashes.scripts]),
  ),
  // Any other page address (404s) gets the not-found and error pages' scripts.
  fallback: unique(['/_not-found', '/_global-error'].map((route) => all[route].scripts)),
  // Inline styles site-wide, as a client-side navigation inserts the next page's styles into the
  // current page, under its policy: the pages' <style> elements (the CSS that next.config.mjs has
  // inlined, React's hoisted styles such as the masonry grid's columns) and each CSS file of the
  // build, which a navigation inserts one by one from the prerendered page data.
  styles: unique([
    ...Object.values(all).map((hashes) => hashes.styles),
    cssFiles.map((file) => sha256(readFileSync(`${dist}/static/${file}`, 'utf8'))),
  ]),
};

const file = pageHashesFile(dist);
if (process.argv.includes('--verify')) {
  if (JSON.stringify(readJson(file)) !== JSON.stringify(table)) {
    console.error(
      `Die Seiten des zweiten Durchgangs weichen vom ersten ab (${file}): Die Hashes der Content-Security-Policy passen nicht.`,
    );
    process.exit(1);
  }
  console.log(`Content-Security-Policy: hashes of ${routes.length} prerendered pages verified`);
} else {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(table));
  console.log(`Content-Security-Policy: hashes of ${routes.length} prerendered pages written`);
}
