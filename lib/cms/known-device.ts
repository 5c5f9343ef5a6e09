import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The owner's known device: a cookie set at a successful login, holding a random device id and its
 * signature (HMAC with the server secret). A login attempt that sends a valid one counts against
 * that device's own limit and is never slowed by the attempts of strangers
 * (lib/cms/login-lockout.ts). It names no account and holds no address.
 */
export const knownDeviceCookie = 'bekanntes-geraet';

/** Sent only with the account's requests (login, logout, "me"), never with a page. */
const cookiePath = '/api/users';
/** Browsers keep a cookie at most 400 days. */
const maxAgeSeconds = 400 * 24 * 60 * 60;

const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`known-device:${id}`).digest('base64url');

/** The device id of a valid known-device cookie in the `Cookie` header, else `undefined`. */
export function knownDeviceOf(cookieHeader: string | null, secret: string) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== knownDeviceCookie) continue;
    const [id = '', signed = ''] = value.split('.');
    const expected = Buffer.from(signature(id, secret));
    const given = Buffer.from(signed);
    if (id && given.length === expected.length && timingSafeEqual(given, expected)) return id;
  }
  return undefined;
}

/** The `Set-Cookie` value of a known-device cookie for `id` (a new device when none is given). */
export function knownDeviceSetCookie(
  secret: string,
  { https, id = randomBytes(16).toString('base64url') }: { https: boolean; id?: string },
) {
  return [
    `${knownDeviceCookie}=${id}.${signature(id, secret)}`,
    `Path=${cookiePath}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(https ? ['Secure'] : []),
  ].join('; ');
}
