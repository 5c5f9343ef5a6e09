import type { PageHashes } from '@/lib/csp-page-hashes.mjs';
import { MAP_PAGE } from '@/lib/map-page.mjs';
import { contentSecurityPolicy, servedOverHttps } from '@/lib/security-headers.mjs';

const decoded = (pathname: string) => {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
};

/**
 * The Content-Security-Policy of every page address, from the hashes of the prerendered pages'
 * inline scripts (scripts/csp-hashes.mjs). A page that was not prerendered (a 404) gets the
 * not-found and error pages' hashes. Without hashes (`npm run dev`, the first build pass) the
 * inline scripts are allowed with 'unsafe-inline'. Every policy is made once; a request costs one
 * lookup, however many pages there are.
 */
export function pagePolicies(hashes: PageHashes | null) {
  const policy = (path: string, inline = hashes?.fallback) =>
    contentSecurityPolicy({
      https: servedOverHttps,
      maps: path === MAP_PAGE,
      scriptSources: inline ? inline.scripts : ["'unsafe-inline'"],
      styleSources: inline?.styles ?? [],
    });
  const byPath = new Map(
    Object.entries(hashes?.pages ?? {}).map(([path, inline]) => [path, policy(path, inline)]),
  );
  if (!byPath.has(MAP_PAGE)) byPath.set(MAP_PAGE, policy(MAP_PAGE));
  const fallback = policy('');
  return (pathname: string) =>
    byPath.get(pathname) ??
    (pathname.includes('%') ? byPath.get(decoded(pathname)) : undefined) ??
    fallback;
}
