import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  CollectionAfterLoginHook,
  CollectionBeforeOperationHook,
  PayloadRequest,
} from 'payload';
import { clearLoginAttempts, consumeLoginAttempt, type LoginClient } from './login-lockout';
import { knownDeviceOf, knownDeviceSetCookie } from './known-device';
import { ownerAccount, storedPasswordIs } from './owner';
import { rateLimits } from '@/lib/db/rate-limits';
import { servedOverHttps } from '@/lib/http/headers.mjs';
import {
  clientAddress,
  clientKey,
  socketAddress,
  widerNetworks,
} from '@/lib/security/client-address';
import { secret } from '@/lib/security/process-secret';
import { shownError } from './errors';

/**
 * Who attempts the login (lib/cms/login-lockout.ts): the owner's known device where the request
 * sends one; else the client's address under the trust model of TRUSTED_PROXY_HOPS, or, on a server
 * reached directly, the connection's address.
 */
async function loginClientOf(headers: PayloadRequest['headers']): Promise<LoginClient> {
  const key = await secret();
  const device = knownDeviceOf(headers.get('cookie'), key);
  if (device !== undefined) {
    return { own: clientKey(`device:${device}`, key), networks: [], knownDevice: true };
  }
  const address = clientAddress(headers) ?? socketAddress(headers);
  if (address === undefined) return { networks: [], knownDevice: false };
  return {
    own: clientKey(address, key),
    networks: widerNetworks(address).map((network) => clientKey(network, key)),
    knownDevice: false,
  };
}

/**
 * A stored hash in Payload's current format that no password matches: checking a password against
 * it costs what checking the owner's costs.
 */
const dummy = { salt: '0'.repeat(64), hash: `pbkdf2-sha256-v1:${'0'.repeat(64)}` };

/**
 * Every login attempt counts against the login limits before the password is checked: refused
 * with 429 while the client's own are used up, slowed while everyone's are. An address that is no
 * account's costs a password check too (against a dummy hash), so that the answer's timing does not
 * tell whether an address is the owner's.
 */
export const checkLoginLimit: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args;
  const verdict = await consumeLoginAttempt(
    await rateLimits(),
    await loginClientOf(req.headers),
    Date.now(),
  );
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterMs / 60_000);
    throw shownError(
      `Zu viele Anmeldeversuche. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} wieder.`,
      429,
    );
  }
  if (verdict.delayMs > 0) await sleep(verdict.delayMs);
  const { email, password } =
    (args as { data?: { email?: unknown; password?: unknown } }).data ?? {};
  if (
    String(email ?? '')
      .toLowerCase()
      .trim() !== ownerAccount()?.email
  ) {
    await storedPasswordIs(String(password ?? ''), dummy.salt, dummy.hash);
  }
  return args;
};

/**
 * A successful login forgets the client's failed attempts and marks the device as known (a new
 * cookie, or the same device's renewed).
 */
export const forgetLoginAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  const key = await secret();
  const client = await loginClientOf(req.headers);
  await clearLoginAttempts(await rateLimits(), client);
  const id = knownDeviceOf(req.headers.get('cookie'), key);
  req.responseHeaders ??= new Headers();
  req.responseHeaders.append(
    'set-cookie',
    knownDeviceSetCookie(key, { https: servedOverHttps, ...(id && { id }) }),
  );
  return user;
};
