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
 * inline scripts and styles (scripts/csp-hashes.mjs). A page that was not prerendered (a 404) gets
 * the not-found and error pages' script hashes. Every page allows the inline styles of all pages:
 * a client-side navigation inserts the next page's styles (React's hoisted `<style>` elements)
 * under the current page's policy. The map page allows inline styles as Google's CSP guide asks
 * (a hash would switch its 'unsafe-inline' off). Without hashes (`npm run dev`, the first build
 * pass) inline scripts and styles are allowed with 'unsafe-inline'. Every policy is made once; a
 * request costs one lookup, however many pages there are.
 */
export function pagePolicies(hashes: PageHashes | null) {
  const styleSources = hashes?.styles ?? ["'unsafe-inline'"];
  const policy = (path: string, scripts = hashes?.fallback) =>
    contentSecurityPolicy({
      https: servedOverHttps,
      maps: path === MAP_PAGE,
      scriptSources: scripts ?? ["'unsafe-inline'"],
      styleSources: path === MAP_PAGE ? [] : styleSources,
    });
  const byPath = new Map(
    Object.entries(hashes?.pages ?? {}).map(([path, scripts]) => [path, policy(path, scripts)]),
  );
  if (!byPath.has(MAP_PAGE)) byPath.set(MAP_PAGE, policy(MAP_PAGE));
  const fallback = policy('');
  return {
    /** The policy of a prerendered page or of any other page address. */
    policyOf: (pathname: string) =>
      byPath.get(pathname) ??
      (pathname.includes('%') ? byPath.get(decoded(pathname)) : undefined) ??
      fallback,
    /**
     * The policy of a page rendered per request: its scripts carry the nonce. Its inlined CSS does
     * not (React writes the nonce on scripts only), so it is allowed by the site-wide style hashes.
     */
    noncePolicy: (nonce: string) =>
      contentSecurityPolicy({
        https: servedOverHttps,
        scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'"],
        styleSources,
      }),
  };
}
