// @ts-check
// The page cache that several instances share (REDIS_URL: Valkey or Redis), for the page cache
// handler (./page-cache-handler.mjs), which loads this module only on the Node.js server when
// REDIS_URL is set. It is @fortedigital/nextjs-cache-handler's handler for Next.js with two layers:
// Redis first, read and written by every instance, so that a publish through one instance (Next's
// `revalidatePath`, which deletes the pages' entries there) reaches every instance; and a bounded
// memory layer of this instance, written beside Redis and read only while Redis is unreachable
// (docs/deployment.md#several-instances).
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/** How long a page stays in either layer before it is rendered anew on its next request. */
export const pageLifetimeSeconds = 24 * 60 * 60;
/** The memory layer's bound: entries and their total size (its entries' JSON). */
export const memoryBound = { maxItemsNumber: 500, maxItemSizeBytes: 64 * 1024 * 1024 };
/**
 * How long a page waits for Redis before it is served without it: a request must not hang on a
 * server that stopped answering.
 */
const redisTimeoutMs = 1000;

/**
 * Connects to Redis at `url` (in the background: pages are served from the memory layer or rendered
 * until it answers, and again whenever the connection is lost; the client reconnects by itself) and
 * resolves to the handler class that Next's page cache handler delegates to. The log says once when
 * Redis becomes unreachable and once when it is back. Entries are keyed by the build's id: a new
 * build never serves an older build's pages, whose scripts it no longer has.
 * @param {string} url
 * @param {Pick<Console, 'error' | 'info'>} log
 */
export function sharedPageCache(url, log = console) {
  const host = new URL(url).host; // never the password
  const client = createClient({
    url,
    // A command while the connection is down fails at once (the memory layer answers) instead of
    // waiting in a queue for the reconnection.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: redisTimeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  let reachable = true;
  client.on('error', (/** @type {Error} */ error) => {
    if (!reachable) return;
    reachable = false;
    log.error(
      `Page cache: Redis at ${host} is unreachable (${error.message || error.name}); pages are served from this instance's memory or rendered, and a publish reaches other instances only once it is back.`,
    );
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    log.info(`Page cache: Redis at ${host} is reachable again and shared by the instances.`);
  });
  client.connect().catch(() => {
    // Reported by the 'error' event; the client keeps reconnecting.
  });

  CacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client: /** @type {any} */ (client),
        keyPrefix: `page-cache:${buildId ?? 'build'}:`,
        timeoutMs: redisTimeoutMs,
      }),
      createLruHandler(memoryBound),
    ],
    ttl: { defaultStaleAge: pageLifetimeSeconds, estimateExpireAge: (staleAge) => staleAge },
  }));
  return CacheHandler;
}
