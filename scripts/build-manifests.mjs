// Reads a build's client reference manifests (`<dist>/server/app/**/*_client-reference-manifest.js`):
// for each layout and page, the browser files it needs (`entryJSFiles`, `entryCSSFiles`). Used by
// the build's steps after `next build` (./csp-hashes.mjs, ./compile-hints.mjs).
import { readFileSync, readdirSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';

/** Every client reference manifest of the build in `dist`, with its file (under server/app). */
export function clientReferenceManifests(dist) {
  return readdirSync(`${dist}/server/app`, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .flatMap((file) => {
      const context = createContext({});
      runInContext(readFileSync(`${dist}/server/app/${file}`, 'utf8'), context);
      return Object.values(context.__RSC_MANIFEST).map((manifest) => ({ file, ...manifest }));
    });
}
