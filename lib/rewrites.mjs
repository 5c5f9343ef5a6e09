// @ts-check
// Rewrites of next.config.mjs. Plain JavaScript because next.config.mjs imports it.
import { MAP_PAGE } from './security-headers.mjs';
import { undecodablePathRewrites } from './workarounds/undecodable-paths.mjs';
import { unknownActionPostRewrites } from './workarounds/unknown-action-posts.mjs';

export function rewriteRules() {
  return {
    beforeFiles: [
      // A client-side navigation to the map page becomes a document load, so that the map page's
      // own Content-Security-Policy (Google Maps hosts) applies, whichever page the visitor came from.
      {
        source: MAP_PAGE,
        has: [{ type: /** @type {const} */ ('header'), key: 'rsc' }],
        destination: '/neu-laden',
      },
      ...undecodablePathRewrites,
    ],
    fallback: unknownActionPostRewrites,
  };
}
