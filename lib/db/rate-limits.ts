import 'server-only';
import { sharedDatabase } from './shared';
import type { Database } from './types';

/** At most `limit` attempts per client within `windowMs`. */
export type RateLimit = { limit: number; windowMs: number };

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Rate limits kept in the database, so that they hold across instances that share it: the contact
 * form's per client and the owner's login attempts. A client is a pseudonymous key, never an
 * address.
 */
export interface RateLimits {
  /**
   * Counts one attempt of `client` in `bucket` unless it already made `limit` attempts within the
   * window; atomic across instances that share the database.
   */
  consume(bucket: string, client: string, rule: RateLimit, now: number): Promise<RateLimitResult>;
  /** How many attempts `client` made in `bucket` within the `windowMs` before `now`. */
  count(bucket: string, client: string, windowMs: number, now: number): Promise<number>;
  clear(bucket: string, client: string): Promise<void>;
  /** Drops events older than `olderThan` (any client). */
  purge(olderThan: number): Promise<void>;
}

export function createRateLimits(db: Database): RateLimits {
  return {
    async consume(bucket, client, { limit, windowMs }, now) {
      const [, inserted] = await db.batch(
        [
          {
            sql: 'DELETE FROM rate_limit_events WHERE bucket = ? AND client = ? AND at <= ?',
            args: [bucket, client, now - windowMs],
          },
          {
            sql: `INSERT INTO rate_limit_events (bucket, client, at)
              SELECT ?, ?, CAST(? AS BIGINT)
              WHERE (SELECT COUNT(*) FROM rate_limit_events WHERE bucket = ? AND client = ?) < ?`,
            args: [bucket, client, now, bucket, client, limit],
          },
        ],
        { lock: `rate:${bucket}:${client}` },
      );
      if (inserted === 1) return { allowed: true };
      const [oldest] = await db.query<{ at: number | null }>(
        'SELECT MIN(at) AS at FROM rate_limit_events WHERE bucket = ? AND client = ?',
        [bucket, client],
      );
      return {
        allowed: false,
        retryAfterMs: Math.max(0, Number(oldest?.at ?? now) + windowMs - now),
      };
    },

    async count(bucket, client, windowMs, now) {
      const [row] = await db.query<{ count: number | string }>(
        'SELECT COUNT(*) AS count FROM rate_limit_events WHERE bucket = ? AND client = ? AND at > ?',
        [bucket, client, now - windowMs],
      );
      return Number(row?.count ?? 0);
    },

    async clear(bucket, client) {
      await db.execute('DELETE FROM rate_limit_events WHERE bucket = ? AND client = ?', [
        bucket,
        client,
      ]);
    },

    async purge(olderThan) {
      await db.execute('DELETE FROM rate_limit_events WHERE at <= ?', [olderThan]);
    },
  };
}

/** The rate limits of the configured database. */
export const rateLimits = async () => createRateLimits(await sharedDatabase());
