/**
 * @jest-environment node
 */
import { knownDeviceCookie, knownDeviceOf, knownDeviceSetCookie } from './known-device';

const pairOf = (setCookie: string) => setCookie.split(';')[0]!;

test('a known-device cookie is read back as its device, only with the secret that signed it', () => {
  const setCookie = knownDeviceSetCookie('geheim', { https: false });
  const pair = pairOf(setCookie);
  const id = knownDeviceOf(`spamshield=true; ${pair}`, 'geheim');
  expect(id).toMatch(/^[\w-]{22}$/);
  expect(knownDeviceOf(pair, 'anderes')).toBeUndefined();
  // The same device keeps its id when the cookie is renewed.
  expect(pairOf(knownDeviceSetCookie('geheim', { https: false, id: id! }))).toBe(pair);
});

test('a forged, altered or missing signature is no known device', () => {
  const [, value] = pairOf(knownDeviceSetCookie('geheim', { https: false })).split('=');
  const [id, signature] = value!.split('.');
  for (const forged of [
    `${knownDeviceCookie}=${id}`,
    `${knownDeviceCookie}=${id}.`,
    `${knownDeviceCookie}=anderes.${signature}`,
    `${knownDeviceCookie}=${id}.${signature!.slice(1)}x`,
    `${knownDeviceCookie}=.${signature}`,
    '',
  ]) {
    expect(knownDeviceOf(forged, 'geheim')).toBeUndefined();
  }
  expect(knownDeviceOf(null, 'geheim')).toBeUndefined();
});

test('the cookie is for the account’s requests only, unreadable by scripts, Secure over HTTPS', () => {
  const plain = knownDeviceSetCookie('geheim', { https: false });
  expect(plain).toMatch(/; Path=\/api\/users; Max-Age=34560000; HttpOnly; SameSite=Strict$/);
  expect(knownDeviceSetCookie('geheim', { https: true })).toMatch(/; Secure$/);
});
