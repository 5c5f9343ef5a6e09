// Step of `npm run build` (docs/architecture.md#the-build), after `next build`: the SHA-256 hashes of
// the inline scripts and styles of every prerendered page (Next.js's React Server Components
// payload), which go into the pages' Content-Security-Policies instead of 'unsafe-inline'. Writes
// each prerendered page's policy into its cache entry (.meta), the site-wide style hashes beside
// the build for the page cache handler, and the same hashes into the compiled middleware in place
// of its placeholder (lib/http/build-hashes.mjs), for the pages rendered per request: the hashes
// exist only once the pages are rendered, after the middleware is compiled. A header rule per page
// (a former approach) cost every request a regular expression per page
// (docs/decisions.md#a-script-policy-by-hash-not-unsafe-inline).
// For Vercel, whose builder reads the build's manifests once `npm run build` is done, the same
// policies also go into the prerender manifest, and the style hashes' file among the files every
// function gets (see the end of this script; the overlay's rewrite: ./vercel-routes.mjs).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { buildHashesFile, withStyleHashes } from '../lib/http/build-hashes.mjs';
import { clientReferenceManifests } from './build-manifests.mjs';
import { hashSources, inlineHashes, pagePolicy } from '../lib/http/csp.mjs';
import { emptyStyleHash } from '../lib/workarounds/empty-inline-style.mjs';
import { servedOverHttps } from '../lib/http/headers.mjs';

const dist = process.env.NEXT_DIST_DIR || '.next';
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const prerenderManifest = readJson(`${dist}/prerender-manifest.json`);

const htmlFile = (route) => `${dist}/server/app${route === '/' ? '/index' : route}.html`;

const unique = (lists) => [...new Set(lists.flat())].sort();

// Prerendered HTML pages; not the payloads of intercepting routes (/galerie/(.)x), no addresses.
const routes = Object.keys(prerenderManifest.routes).filter(
  (route) => !/[@(]/.test(route) && existsSync(htmlFile(route)),
);
const htmlOf = Object.fromEntries(
  routes.map((route) => [route, readFileSync(htmlFile(route), 'utf8')]),
);

/**
 * The inline styles that the CSS inlined by next.config.mjs (`experimental.inlineCss`) becomes, for
 * every layout and page of the build (their client reference manifests list the CSS each needs, with
 * its content): a page rendered on the server holds its files' contents in one <style> element, in
 * order; a client-side navigation inserts each file as a <style> of its own.
 */
function inlinedCss() {
  return clientReferenceManifests(dist).flatMap(({ entryCSSFiles }) =>
    Object.values(entryCSSFiles).flatMap((files) => {
      const contents = files.filter((css) => css.inlined).map((css) => css.content);
      return contents.length > 1 ? [...contents, contents.join('')] : contents;
    }),
  );
}
const predictedCss = new Set(inlinedCss());
// The prediction must hold for every prerendered page; pages rendered per request rely on it.
for (const route of routes) {
  for (const [, body] of htmlOf[route].matchAll(
    /<style[^>]*\sdata-precedence="next"[^>]*>([\s\S]*?)<\/style>/g,
  )) {
    if (!predictedCss.has(body)) {
      console.error(
        `${htmlFile(route)}: the page's inlined CSS is in no client manifest; the Content-Security-Policy would not allow it on other pages.`,
      );
      process.exit(1);
    }
  }
}
// Inline styles site-wide, as a client-side navigation inserts the next page's styles into the
// current page, under its policy: the prerendered pages' <style> elements (React's hoisted styles
// such as the masonry grid's columns) and the inlined CSS of every layout and page; and the empty
// <style> a navigation may insert (lib/workarounds/empty-inline-style.mjs).
const styles = unique([
  ...(await Promise.all(routes.map((route) => inlineHashes(htmlOf[route], 'style')))),
  await hashSources([...predictedCss]),
  [emptyStyleHash],
]);

// For the pages rendered anew at run time (lib/http/page-cache-handler.mjs): the site-wide style
// hashes, beside the build's server files.
writeFileSync(buildHashesFile(`${dist}/server`), JSON.stringify({ styles }));

// The build's own server files and the standalone server's copy of them.
for (const server of [`${dist}/server`, `${dist}/standalone/${dist}/server`]) {
  if (!existsSync(server)) continue;
  // The prerendered pages enter Next's cache of pages from their files: each gets its policy in its
  // .meta, the same one the page cache handler gives a page rendered at run time.
  for (const route of routes) {
    const file = htmlFile(route)
      .replace(`${dist}/server`, server)
      .replace(/\.html$/, '.meta');
    if (!existsSync(file)) continue;
    const meta = readJson(file);
    meta.headers = {
      ...meta.headers,
      'content-security-policy': await pagePolicy({
        path: route,
        status: meta.status,
        html: htmlOf[route],
        styles,
        https: servedOverHttps,
      }),
    };
    writeFileSync(file, JSON.stringify(meta));
  }
  // The middleware's compiled files (its manifest lists them): the placeholder becomes the hashes.
  const { middleware } = readJson(`${server}/middleware-manifest.json`);
  let replaced = 0;
  for (const file of Object.values(middleware).flatMap((entry) => entry.files)) {
    const path = `${server}/../${file}`;
    const patched = withStyleHashes(readFileSync(path, 'utf8'), styles);
    if (patched.replaced > 0) writeFileSync(path, patched.code);
    replaced += patched.replaced;
  }
  if (replaced === 0) {
    console.error(
      `${server}: the compiled middleware holds no placeholder for the style hashes; the pages rendered per request would allow no inline style.`,
    );
    process.exit(1);
  }
}

// Vercel: its builder (@vercel/next) reads the build's manifests once `npm run build` is done. A
// prerendered page's headers come from the prerender manifest (`initialHeaders`, which next build
// copied from the .meta files before this step): every prerendered HTML page gets its policy there,
// the overlay's intercepting routes (/galerie/(.)x) included, whose HTML Vercel serves at their own
// addresses. The style hashes' file joins the files every function gets (required-server-files.json),
// for the pages the functions render (lib/http/vercel-page-policy.mjs). A Node.js server reads
// neither manifest's entries changed here.
let manifestPolicies = 0;
for (const [route, entry] of Object.entries(prerenderManifest.routes)) {
  if (!existsSync(htmlFile(route))) continue;
  entry.initialHeaders = {
    ...entry.initialHeaders,
    'content-security-policy': await pagePolicy({
      path: route,
      status: entry.initialStatus,
      html: htmlOf[route] ?? readFileSync(htmlFile(route), 'utf8'),
      styles,
      https: servedOverHttps,
    }),
  };
  manifestPolicies++;
}
writeFileSync(`${dist}/prerender-manifest.json`, JSON.stringify(prerenderManifest));
const serverFiles = readJson(`${dist}/required-server-files.json`);
const hashesFile = posix.normalize(buildHashesFile(`${dist}/server`));
if (!serverFiles.files.includes(hashesFile)) {
  serverFiles.files.push(hashesFile);
  writeFileSync(`${dist}/required-server-files.json`, JSON.stringify(serverFiles));
}
console.log(
  `Content-Security-Policy: hashes of ${routes.length} prerendered pages written (${manifestPolicies} in the prerender manifest)`,
);
