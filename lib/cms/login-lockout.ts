import type { RateLimitResult, RateLimits } from '@/lib/db/rate-limits';

/**
 * Login attempts: 5 per client in 15 minutes where the client is known
 * (docs/security.md#client-addresses), and 100 from everyone together in an hour, so that guessing
 * from many addresses, or from a server reached directly where no client is known, stays slow too.
 */
export const loginLimits = {
  perClient: { limit: 5, windowMs: 15 * 60_000 },
  overall: { limit: 100, windowMs: 60 * 60_000 },
} as const;

const clientBucket = 'login';
const overallBucket = 'login-overall';
const everyone = '*';

/** Counts one login attempt; refused while the client or everyone together has made too many. */
export async function consumeLoginAttempt(
  limiter: RateLimits,
  client: string | undefined,
  now: number,
): Promise<RateLimitResult> {
  if (client !== undefined) {
    const own = await limiter.consume(clientBucket, client, loginLimits.perClient, now);
    if (!own.allowed) return own;
  }
  return limiter.consume(overallBucket, everyone, loginLimits.overall, now);
}

/** A successful login forgets the client's failed attempts (the overall count stays). */
export async function clearLoginAttempts(limiter: RateLimits, client: string | undefined) {
  if (client !== undefined) await limiter.clear(clientBucket, client);
}
