import { MAP_PAGE } from '@/lib/map/page.mjs';
import { contentSecurityPolicy, servedOverHttps } from '@/lib/http/headers.mjs';

/**
 * The Content-Security-Policies the middleware gives page addresses. A page served from Next's
 * cache of rendered pages (every public page: prerendered by the build or rendered anew after a
 * publish) brings its own, with the hashes of its own inline scripts
 * (lib/http/page-cache-handler.mjs): Next appends a cache entry's headers, so a second policy
 * from here would have to be satisfied too and would refuse a regenerated page's scripts. Pages
 * rendered per request get a nonce. Without a build (`npm run dev`, the first build pass) there is
 * no cache of pages: inline scripts and styles are allowed with 'unsafe-inline'. Every policy is
 * made once; a request costs at most one string comparison here.
 */
export function pagePolicies(styles: string[] | null, { backendMaps = false } = {}) {
  // Every page allows the inline styles of all pages (`styles`, the build's hashes): a client-side
  // navigation inserts the next page's styles (React's hoisted `<style>` elements) under the
  // current page's policy.
  const styleSources = styles ?? ["'unsafe-inline'"];
  const withoutBuild = (maps: boolean) =>
    contentSecurityPolicy({
      https: servedOverHttps,
      maps,
      scriptSources: ["'unsafe-inline'"],
      styleSources: maps ? [] : styleSources,
    });
  const development = styles ? undefined : { page: withoutBuild(false), map: withoutBuild(true) };
  return {
    /** The policy of a page that is not rendered per request: none once built (it brings its own). */
    cachedPagePolicy: (pathname: string) =>
      pathname === MAP_PAGE ? development?.map : development?.page,
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
    /**
     * The policy of the owner's backend (Payload's admin): scripts by nonce like every page rendered
     * per request; styles inline, because Payload's layout writes a `<style>` and its select boxes
     * (react-select) insert styles at run time, neither with a nonce. With a Google Maps key, Google's
     * hosts as on the map page, for the map that sets a place's position (the whole backend: it
     * navigates client-side, under the policy of the page it was loaded with).
     */
    backendPolicy: (nonce: string) =>
      contentSecurityPolicy({
        https: servedOverHttps,
        maps: backendMaps,
        scriptSources: [`'nonce-${nonce}'`, "'strict-dynamic'"],
        styleSources: ["'unsafe-inline'"],
      }),
  };
}
