// @ts-check
// Rewrites of next.config.ts: only the workarounds of lib/workarounds/.
import { undecodablePathRewrites } from './undecodable-paths.mjs';

export function rewriteRules() {
  return { beforeFiles: undecodablePathRewrites };
}
