// @ts-check
// On Vercel, the policy of a page that a function renders for Vercel's cache of pages (a page
// regenerated after a publish, or rendered on its first visit): the hashes of its own inline
// scripts, as the page cache handler gives them on a Node.js server (./page-cache-handler.mjs).
// Vercel runs Next.js in its minimal mode, where Next passes no page through the cache handler
// (Vercel stores the function's answer itself, its headers included): so the answer's headers are
// completed where the page is rendered, in the route module's `handleResponse`, which returns the
// rendered page (its HTML, status and headers) before Next writes them to the answer. A nonce would
// not do: Vercel serves the stored page, nonce and all, to every later visitor, while the middleware
// runs anew for each of them (docs/decisions.md#a-script-policy-by-hash-not-unsafe-inline).
// The prerendered pages get theirs from the build (scripts/csp-hashes.mjs, `initialHeaders`).
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { buildHashesFile } from './build-hashes.mjs';
import { pagePolicy } from './csp.mjs';
import { servedOverHttps } from './headers.mjs';

/**
 * @typedef {{ value?: { kind?: string, status?: number, headers?: Record<string, unknown>, html?: { isDynamic: boolean, contentType?: string | null, toUnchunkedString(): string } } | null }} CacheEntry
 * @typedef {{ cacheKey?: string | null, isMinimalMode?: boolean, req?: { url?: string } }} ResponseOptions
 */

/**
 * Gives a page rendered in Next's minimal mode its policy in the headers Next answers with; any
 * other entry (a page from Next's cache on a Node.js server, which brings its own; an answer
 * streamed per request, which has the middleware's nonce; a 404) is left as it is.
 * @param {CacheEntry | null | undefined} entry what `handleResponse` returned
 * @param {ResponseOptions} options what it was called with
 * @param {() => Promise<string[] | undefined>} styles the build's site-wide style hashes
 */
export async function withOwnPolicy(entry, options, styles) {
  const page = entry?.value;
  if (!options.isMinimalMode || page?.kind !== 'APP_PAGE' || !page.html || page.html.isDynamic) {
    return entry;
  }
  const siteStyles = await styles();
  if (!siteStyles) return entry;
  const path = options.cacheKey ?? new URL(options.req?.url ?? '/', 'http://site').pathname;
  page.headers = {
    ...page.headers,
    'content-security-policy': await pagePolicy({
      path,
      status: page.status,
      html: page.html.toUnchunkedString(),
      styles: siteStyles,
      https: servedOverHttps,
    }),
  };
  return entry;
}

/**
 * Wraps the `handleResponse` of Next's app page route module class (one per process: Next loads its
 * runtime from node_modules, outside the bundles) with `withOwnPolicy`. The style hashes are read
 * once from beside the build (the build lists their file among the files every function gets).
 * @param {{ prototype: { handleResponse: (options: any) => Promise<any>, distDir?: string, relativeProjectDir?: string } }} routeModuleClass
 */
export function stampRenderedPages(routeModuleClass) {
  const handleResponse = routeModuleClass.prototype.handleResponse;
  /** @type {Promise<string[] | undefined> | undefined} */
  let styles;
  routeModuleClass.prototype.handleResponse = async function (
    /** @type {ResponseOptions} */ options,
  ) {
    const entry = await handleResponse.call(this, options);
    return withOwnPolicy(entry, options, () => {
      const server = join(
        process.cwd(),
        this.relativeProjectDir ?? '',
        this.distDir ?? '.next',
        'server',
      );
      styles ??= readFile(normalize(buildHashesFile(server)), 'utf8').then(
        (text) => JSON.parse(text).styles,
        (error) => {
          console.error("Content-Security-Policy: the build's style hashes are missing:", error);
          return undefined;
        },
      );
      return styles;
    });
  };
}

/** Next's runtime of app pages built by Turbopack (a module without type declarations). */
const appPageRuntime = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js';

/**
 * On Vercel (`VERCEL=1`, which Vercel sets for its functions): the pages its functions render get
 * their policy (instrumentation.ts). The class is Next's runtime of app pages built by Turbopack,
 * the very module the compiled pages load from node_modules at run time (their chunks require
 * `next/dist/compiled/next-server/app-page-turbo.runtime.prod.js`); elsewhere nothing changes.
 */
export async function stampPagesRenderedOnVercel() {
  if (process.env.VERCEL !== '1') return;
  const runtime = await import(/* turbopackIgnore: true */ appPageRuntime);
  // Node's import of a CommonJS module: its exports as `default`, and as names where Node finds them.
  stampRenderedPages(runtime.AppPageRouteModule ?? runtime.default.AppPageRouteModule);
}
