// @ts-check
// Rewrites of next.config.mjs: only the workarounds of lib/workarounds/.
import { undecodablePathRewrites } from './undecodable-paths.mjs';

export function rewriteRules() {
  return { beforeFiles: undecodablePathRewrites };
}
