// Step of `npm run build` (docs/architecture.md#the-build), after `next build`: puts V8's explicit
// compile hint `//# allFunctionsCalledOnLoad` on the first line of every script a public page loads
// with its document (Chrome 136 and newer; to other browsers it is a comment). Without it, V8
// compiles each function of these scripts on the main thread when it first runs, and on a page load
// that is React's and the router's start and the hydration: one long task. With it, V8 compiles them
// on a background thread while they download. Scripts loaded later (a dynamic import) and the
// owner's area keep V8's lazy compilation. Figures: docs/decisions.md#compile-hints.
import { readFileSync, writeFileSync } from 'node:fs';
import { clientReferenceManifests } from './build-manifests.mjs';

export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** The owner's area (Payload's route group): its scripts are no public page's. */
const ownersArea = /^\(payload\)\//;

/**
 * The scripts (paths in the build folder `dist`) that a page loads with its document: the
 * framework's (`rootMainFiles`) and the entry scripts of each layout and page but the owner's area.
 */
export function documentScripts(dist) {
  const { rootMainFiles } = JSON.parse(readFileSync(`${dist}/build-manifest.json`, 'utf8'));
  const entries = clientReferenceManifests(dist)
    .filter(({ file }) => !ownersArea.test(file))
    .flatMap(({ entryJSFiles }) => Object.values(entryJSFiles).flat());
  return [...new Set([...rootMainFiles, ...entries])].sort();
}

/** Puts the hint on each document script of `dist` that lacks it; returns how many it marked. */
export function addCompileHints(dist) {
  let marked = 0;
  for (const script of documentScripts(dist)) {
    const text = readFileSync(`${dist}/${script}`, 'utf8');
    if (text.startsWith(compileHint)) continue;
    writeFileSync(`${dist}/${script}`, compileHint + text);
    marked += 1;
  }
  return marked;
}

if (process.argv[1]?.endsWith('compile-hints.mjs')) {
  const marked = addCompileHints(process.env.NEXT_DIST_DIR || '.next');
  console.log(`Compile hints: ${marked} scripts marked for eager compilation`);
}
