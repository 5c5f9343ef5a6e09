// @ts-check
// Next's cache of rendered pages (`cacheHandler` in next.config.mjs), as Next's own file system
// cache plus one thing: every page that enters the cache gets a Content-Security-Policy with the
// hashes of its own inline scripts. A page the backend's publish renders anew (lib/cms/revalidate.ts)
// has new inline scripts (React's data of the new content), which the build's hashes in
// middleware.ts do not cover; Next sends a cache entry's headers with the page, on the render
// that fills the cache and on every later hit, so the policy travels with the page it belongs to.
// The policy itself is made in ./csp.mjs. Plain JavaScript: Next loads the handler at run time,
// outside its bundles. Next also compiles it into the Edge middleware's bundle, where Node's modules
// do not load: hence Next's own file system methods (`context.fs`), and the shared cache
// (./shared-page-cache.mjs, with REDIS_URL) loaded on the Node.js server only.
// Two more rules: a page that answers 404 (an unknown address in a dynamic segment such as
// /galerie/<anything>) is not stored, so that made-up addresses cannot fill the cache; and with
// REDIS_URL every entry goes to the cache the instances share instead of this instance's folder.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { expiredTags } from '../workarounds/expired-tags.mjs';
import { buildHashesFile } from './build-hashes.mjs';
import { pagePolicy } from './csp.mjs';
import { servedOverHttps } from './headers.mjs';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = /** @type {any} */ (FileSystemCacheModule).default ?? FileSystemCacheModule;

/**
 * The page's path in a cache key: Next 16 keys a page rendered at run time by its route and path
 * (`/route-cache/APP_PAGE/<sha-256 of the route>/$/karte`), a prerendered one by its path.
 * @param {string} key
 */
export const pathOfKey = (key) =>
  /^\/route-cache\/\w+\/[0-9a-f]{64}\/\$(\/.*)$/.exec(key)?.[1] ?? key;

/**
 * The build's site-wide style hashes by build folder, read once: Next makes a new cache handler for
 * every request (twice for a page), and reading the file each time cost a quarter of the page
 * throughput (`npm run bench`).
 * @type {Map<string, Promise<string[] | undefined>>}
 */
const stylesOfBuild = new Map();

/**
 * The shared cache's handler class, loaded once per process when REDIS_URL is set (never in the
 * Edge middleware, where the Redis client does not run); undefined without it.
 * @type {Promise<(new (context: any) => SharedCache) | undefined> | undefined}
 */
let sharedCacheClass;
/** @typedef {{ get: (...args: any[]) => Promise<any>, set: (...args: any[]) => Promise<void>, revalidateTag: (tags: string | string[], durations?: any) => Promise<void> }} SharedCache */
function loadSharedCache() {
  const url = process.env.REDIS_URL;
  if (!url || process.env.NEXT_RUNTIME === 'edge') return Promise.resolve(undefined);
  sharedCacheClass ??= import(/* turbopackIgnore: true */ './shared-page-cache.mjs').then(
    ({ sharedPageCache }) => sharedPageCache(url),
    (error) => {
      // A server without the module (a deployment that left it out) keeps serving pages from its
      // own folder instead of answering every page with a 500.
      console.error('Page cache: the shared cache (REDIS_URL) could not be loaded:', error);
      return undefined;
    },
  );
  return sharedCacheClass;
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {ConstructorParameters<typeof FileSystemCache>[0]} context */
  constructor(context) {
    super(context);
    const { fs, serverDistDir } = context;
    /** The build folder whose pages this handler keeps, and Next's file system methods for it. */
    this.folder = { fs, serverDistDir };
    /**
     * The build's site-wide style hashes, written when the build is done; none while it runs (its
     * prerendered pages get their policies from scripts/csp-hashes.mjs).
     */
    const key = serverDistDir ?? '';
    if (key && !stylesOfBuild.has(key)) {
      const styles = fs.readFile(buildHashesFile(key)).then(
        (text) => JSON.parse(String(text)).styles,
        () => {
          // Not there (yet): the next handler reads again.
          stylesOfBuild.delete(key);
          return undefined;
        },
      );
      stylesOfBuild.set(key, styles);
    }
    this.styles = stylesOfBuild.get(key) ?? Promise.resolve(undefined);
    /**
     * The cache this handler delegates to: on Vercel, the platform's own (Vercel's functions provide
     * it as the global FetchCache, which Next uses when no cacheHandler is set: its revalidateTag
     * is what purges Vercel's cache of pages after a publish); with REDIS_URL, the shared one.
     */
    const Platform = /** @type {any} */ (globalThis)[Symbol.for('@next/cache-handlers')]
      ?.FetchCache;
    this.shared = Platform
      ? Promise.resolve(new Platform(context))
      : loadSharedCache().then((Shared) => Shared && new Shared(context));
  }

  /**
   * The tags' expiry that this folder's servers recorded, across restarts
   * (lib/workarounds/expired-tags.mjs); none where no folder is known.
   */
  expiredTags() {
    const { fs, serverDistDir } = this.folder;
    return serverDistDir ? expiredTags(/** @type {any} */ (fs), serverDistDir) : undefined;
  }

  /** @type {InstanceType<typeof FileSystemCache>['get']} */
  async get(key, context) {
    const shared = await this.shared;
    if (shared) return shared.get(key, context);
    const entry = await super.get(key, context);
    // A page cached before a publish of an earlier process is rendered anew, as a missing one.
    return (await this.expiredTags()?.outdated(entry)) ? null : entry;
  }

  /** @type {InstanceType<typeof FileSystemCache>['revalidateTag']} */
  async revalidateTag(tags, durations) {
    const shared = await this.shared;
    if (shared) return shared.revalidateTag(tags, durations);
    await super.revalidateTag(tags, durations);
    await this.expiredTags()?.record(tags, durations);
  }

  /** @type {InstanceType<typeof FileSystemCache>['set']} */
  async set(key, data, context) {
    const shared = await this.shared;
    const styles = await this.styles;
    if (styles && data?.kind === 'APP_PAGE' && typeof data.html === 'string') {
      // In place: on a miss Next answers with this very entry once it is stored, so the page that
      // fills the cache carries its policy too.
      data.headers = {
        ...data.headers,
        'content-security-policy': await pagePolicy({
          path: pathOfKey(key),
          status: data.status,
          html: data.html,
          styles,
          https: servedOverHttps,
        }),
      };
    }
    // A 404 (an unknown address) is not stored: Next answers with the page it rendered, its policy
    // included, all the same. Unless it replaces a page in this instance's folder (a place deleted,
    // whose old page would come back after a restart); the shared cache deletes a changed page's
    // entry when the change is published.
    if (
      data?.kind === 'APP_PAGE' &&
      data.status === 404 &&
      (shared ||
        !(await super.get(key, /** @type {any} */ ({ kind: 'APP_PAGE', isFallback: false }))))
    ) {
      return;
    }
    if (shared) return shared.set(key, data, context);
    // A content read (Next's data cache, lib/content) stays in this process's memory (Next's
    // bounded memory copy, 50 MB): a file would outlive the expiry of its tags, which Next keeps in
    // memory only (a restart would serve a read from before a publish), and a later build would read
    // the previous build's content. Next writes files only after this synchronous check.
    if (data?.kind === 'FETCH') {
      const { flushToDisk } = /** @type {any} */ (this);
      /** @type {any} */ (this).flushToDisk = false;
      const stored = super.set(key, data, context);
      /** @type {any} */ (this).flushToDisk = flushToDisk;
      return stored;
    }
    return super.set(key, data, context);
  }
}
