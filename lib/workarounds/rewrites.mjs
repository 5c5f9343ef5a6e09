// @ts-check
// Rewrites of next.config.mjs: the workarounds of lib/workarounds/, and the app's folder names
// that are no address (lib/http/route-forms.mjs), both to the 404 page.
import { routeFormRewrites } from '../http/route-forms.mjs';
import { undecodablePathRewrites } from './undecodable-paths.mjs';

export function rewriteRules() {
  return { beforeFiles: [...undecodablePathRewrites, ...routeFormRewrites] };
}
