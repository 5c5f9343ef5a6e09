import type { CollectionAfterLoginHook, CollectionBeforeOperationHook } from 'payload';
import { clearLoginAttempts, consumeLoginAttempt } from './login-lockout';
import { rateLimits } from '@/lib/db/rate-limits';
import { clientOf } from '@/lib/security/process-secret';
import { shownError } from './errors';

/**
 * Every login attempt counts against the login limits (lib/cms/login-lockout.ts: per client
 * under the trust model of TRUSTED_PROXY_HOPS, and for everyone together); refused with 429 once
 * they are used up, before the password is checked.
 */
export const checkLoginLimit: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const limit = await consumeLoginAttempt(
    await rateLimits(),
    await clientOf(req.headers),
    Date.now(),
  );
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterMs / 60_000);
    throw shownError(
      `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} wieder.`,
      429,
    );
  }
  return args;
};

/** A successful login forgets the client's failed attempts. */
export const forgetLoginAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  await clearLoginAttempts(await rateLimits(), await clientOf(req.headers));
  return user;
};
