import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The variables this module reads (`process.env` by default). */
type Env = Record<string, string | undefined>;

export const sessionCookie = 'verwaltung_sitzung';
export const sessionMaxAgeSeconds = 8 * 60 * 60;

/** The owner's password; without one the owner's area does not exist (404). */
export function adminPassword(env: Env = process.env) {
  return env.ADMIN_PASSWORD || undefined;
}

/** `SESSION_SECRET`, else derived from the password (changing the password ends every session). */
function secret(password: string, env: Env) {
  return env.SESSION_SECRET || createHash('sha256').update(`verwaltung\n${password}`).digest();
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: both sides are hashed to the same length first. */
export function passwordMatches(input: string, password: string) {
  return timingSafeEqual(digest(input), digest(password));
}

function signature(expires: number, password: string, env: Env) {
  return createHmac('sha256', secret(password, env))
    .update(`sitzung:${expires}`)
    .digest('base64url');
}

/** A signed session value `expiry.signature`; nothing is stored on the server. */
export function createSession(now: number, password: string, env: Env = process.env) {
  const expires = now + sessionMaxAgeSeconds * 1000;
  return `${expires}.${signature(expires, password, env)}`;
}

export function isValidSession(
  value: string | undefined,
  now: number,
  password: string,
  env: Env = process.env,
) {
  const [expiresText, given] = value?.split('.') ?? [];
  const expires = Number(expiresText);
  if (!given || !Number.isSafeInteger(expires) || expires <= now) return false;
  const expected = Buffer.from(signature(expires, password, env));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
