// @ts-check
// Workaround for Next.js 16.4.6's file system cache forgetting a publish when the server restarts.
// `revalidatePath` and `revalidateTag` mark tags as expired in the process's memory only
// (next/dist/server/lib/incremental-cache/tags-manifest.external.js), while the pages the cache
// holds are files in the build folder that outlive the process. A page cached before a publish and
// not requested again before a restart was served after it as it was: a place the owner took offline
// came back, and the gallery counted it again. So the page cache handler (lib/http/page-cache-handler.mjs)
// keeps each tag's expiry in a file beside the cached pages as well, and after a restart treats a
// page cached before its tag expired as missing: it is rendered anew, as in the process that
// published. No upstream issue found (searched 2026-12-07). Let it go when the canary test in
// e2e/page-cache-restart.spec.ts fails, i.e. when a server of the same build started with
// NEXT_WORKAROUNDS=off no longer serves such a page after a restart. Plain JavaScript, no Node.js
// imports: the handler is loaded outside Next's bundles and compiled into the Edge middleware's too.

/**
 * The file that keeps the tags' expiry, in the build folder's cache beside the pages.
 * @param {string} serverDistDir
 */
export const expiryFile = (serverDistDir) => `${serverDistDir}/../cache/expired-tags.json`;

/** @typedef {Record<string, number>} Expiries when each tag expired (ms since the epoch) */
/**
 * @typedef {object} CacheFs the part of Next's cache file system this needs
 * @property {(file: string, encoding: 'utf8') => Promise<string>} readFile
 * @property {(file: string, data: string) => Promise<void>} writeFile
 * @property {(dir: string) => Promise<unknown>} mkdir
 */
/**
 * @typedef {object} ExpiredTags
 * @property {(tags: string | string[], durations?: { expire?: number }) => Promise<void>} record
 *   keeps when the tags expire, as Next computes it (at once, or `expire` seconds from now)
 * @property {(entry: { lastModified?: number, value?: object | null } | null) => Promise<boolean>} outdated
 *   whether a cached page was stored before one of its tags expired in an earlier process
 */

/** One record per build folder and process: Next makes a new cache handler for every request. */
/** @type {Map<string, ExpiredTags>} */
const ofBuild = new Map();

/**
 * The expired tags of the build folder at `serverDistDir`, read from its file once per process.
 * @param {CacheFs} fs
 * @param {string} serverDistDir
 * @param {Pick<Console, 'warn' | 'error'>} log
 * @returns {ExpiredTags}
 */
export function expiredTags(fs, serverDistDir, log = console) {
  const known = ofBuild.get(serverDistDir);
  if (known) return known;
  const file = expiryFile(serverDistDir);
  const startedAt = Date.now();
  /**
   * What earlier processes recorded; `undefined` when the file could not be read as written, and
   * then every page cached before this process started counts as outdated.
   * @type {Promise<Expiries | undefined>}
   */
  const earlier = fs.readFile(file, 'utf8').then(
    (text) => {
      try {
        return /** @type {Expiries} */ (JSON.parse(text));
      } catch {
        log.warn(
          `Page cache: ${file} could not be read; every page cached before this start is rendered anew.`,
        );
        return undefined;
      }
    },
    () => ({}), // none yet: nothing was published with this build folder
  );
  /** Everything recorded, earlier processes' and this one's, as the file gets it. */
  /** @type {Promise<Expiries>} */
  let all = earlier.then((expiries) => ({ ...expiries }));
  /** The latest write: the next waits for it, so the file ends with the latest state. */
  let written = Promise.resolve();

  /** @type {ExpiredTags} */
  const expired = {
    async record(tags, durations) {
      if (process.env.NEXT_WORKAROUNDS === 'off') return;
      const now = Date.now();
      const at = now + (durations?.expire ?? 0) * 1000;
      const expiries = await all;
      for (const tag of typeof tags === 'string' ? [tags] : tags) expiries[tag] = at;
      all = Promise.resolve(expiries);
      const text = JSON.stringify(expiries);
      written = written
        .then(() => fs.mkdir(file.slice(0, file.lastIndexOf('/'))))
        .then(() => fs.writeFile(file, text))
        .catch((/** @type {Error} */ error) =>
          log.error(`Page cache: ${file} could not be written (${error.message}).`),
        );
      await written;
    },

    async outdated(entry) {
      if (process.env.NEXT_WORKAROUNDS === 'off' || !entry?.lastModified) return false;
      // A page's entry names its tags in this header (Next's NEXT_CACHE_TAGS_HEADER).
      const { headers } = /** @type {{ headers?: Record<string, unknown> }} */ (entry.value ?? {});
      const tags = headers?.['x-next-cache-tags'];
      if (typeof tags !== 'string') return false;
      const expiries = await earlier;
      if (!expiries) return entry.lastModified < startedAt;
      const now = Date.now();
      return tags.split(',').some((tag) => {
        const at = expiries[tag];
        return at !== undefined && at <= now && at > /** @type {number} */ (entry.lastModified);
      });
    },
  };
  ofBuild.set(serverDistDir, expired);
  return expired;
}
