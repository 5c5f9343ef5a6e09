import 'server-only';
import { loginLimits } from '@/lib/cms/login-lockout';
import { contactConfig } from '@/lib/contact/config';
import { rateLimits } from '@/lib/db/rate-limits';

/**
 * How long a rate-limit event (a pseudonymous client key and a time) is kept: the longest window
 * that still counts it, the contact form's or the login's (the privacy policy states both).
 */
export function rateLimitRetentionMs(env: NodeJS.ProcessEnv = process.env) {
  return Math.max(
    contactConfig(env).rateLimit.windowMs,
    loginLimits.perClient.windowMs,
    loginLimits.overall.windowMs,
  );
}

/** Drops the events no limit counts any more; run after each counted attempt (`after()`). */
export async function purgeRateLimits(now = Date.now()) {
  await (await rateLimits()).purge(now - rateLimitRetentionMs());
}
