// @ts-check
// Rewrites of next.config.mjs: only the workarounds of lib/workarounds/. Plain JavaScript because
// next.config.mjs imports it.
import { undecodablePathRewrites } from './undecodable-paths.mjs';

export function rewriteRules() {
  return { beforeFiles: undecodablePathRewrites };
}
