import type { RateLimits } from '@/lib/db/rate-limits';

/**
 * The login limits (docs/security.md#the-backends-protections): what a client can do, and what
 * everyone together can do, without ever letting strangers shut the owner out.
 *
 * - **Per client**: 5 attempts in 15 minutes, then 429 for that client only. The client is the
 *   owner's known device (a signed cookie from an earlier login, lib/cms/known-device.ts) where it
 *   sends one, else its address (IPv4, or IPv6 by its /64: docs/security.md#client-addresses).
 * - **Per IPv6 /48**: 20 attempts in 15 minutes, so that rotating through the /64s of one
 *   allocation gains little.
 * - **Everyone together** (clients without a known device): no wall, but a delay. Past 100
 *   attempts in an hour each further attempt waits 200 ms per attempt over that ceiling, at most
 *   10 s: guessing from many addresses grows slow, while the right password still logs in,
 *   and from a known device without any wait.
 */
export const loginLimits = {
  perClient: { limit: 5, windowMs: 15 * 60_000 },
  perNetwork: { limit: 20, windowMs: 15 * 60_000 },
  overall: { limit: 100, windowMs: 60 * 60_000 },
  delayPerAttemptMs: 200,
  maxDelayMs: 10_000,
} as const;

/** Who attempts a login, as pseudonymous keys (never an address). */
export type LoginClient = {
  /** The known device's key, else the address's; `undefined` when neither can be known. */
  own?: string;
  /** The keys of the wider networks the address belongs to (IPv6 /48). */
  networks: readonly string[];
  /** Whether the attempt comes from a device the owner logged in from before. */
  knownDevice: boolean;
};

export type LoginVerdict =
  { allowed: false; retryAfterMs: number } | { allowed: true; delayMs: number };

const clientBucket = 'login';
const networkBucket = 'login-network';
const overallBucket = 'login-overall';
const everyone = '*';
/** The overall count stops growing here: the delay is long since at its longest. */
const overallRecorded = { limit: 1_000_000, windowMs: loginLimits.overall.windowMs };

/**
 * Counts one login attempt: refused while the client or its network has made too many; otherwise
 * allowed after `delayMs`, which grows with the attempts of everyone without a known device.
 */
export async function consumeLoginAttempt(
  limiter: RateLimits,
  { own, networks, knownDevice }: LoginClient,
  now: number,
): Promise<LoginVerdict> {
  if (own !== undefined) {
    const result = await limiter.consume(clientBucket, own, loginLimits.perClient, now);
    if (!result.allowed) return result;
  }
  for (const network of networks) {
    const result = await limiter.consume(networkBucket, network, loginLimits.perNetwork, now);
    if (!result.allowed) return result;
  }
  if (knownDevice) return { allowed: true, delayMs: 0 };
  await limiter.consume(overallBucket, everyone, overallRecorded, now);
  const over =
    (await limiter.count(overallBucket, everyone, loginLimits.overall.windowMs, now)) -
    loginLimits.overall.limit;
  return {
    allowed: true,
    delayMs: over > 0 ? Math.min(over * loginLimits.delayPerAttemptMs, loginLimits.maxDelayMs) : 0,
  };
}

/** A successful login forgets the client's failed attempts (the networks' and the overall stay). */
export async function clearLoginAttempts(limiter: RateLimits, { own }: LoginClient) {
  if (own !== undefined) await limiter.clear(clientBucket, own);
}
