/**
 * @jest-environment node
 */
import { adminPassword, createSession, isValidSession, passwordMatches } from './session';

const now = 1_800_000_000_000;
const env = {};

test('without ADMIN_PASSWORD there is no owner area', () => {
  expect(adminPassword({})).toBeUndefined();
  expect(adminPassword({ ADMIN_PASSWORD: '' })).toBeUndefined();
  expect(adminPassword({ ADMIN_PASSWORD: 'geheim' })).toBe('geheim');
});

test('the password must match exactly', () => {
  expect(passwordMatches('geheim', 'geheim')).toBe(true);
  expect(passwordMatches('Geheim', 'geheim')).toBe(false);
  expect(passwordMatches('geheim ', 'geheim')).toBe(false);
  expect(passwordMatches('', 'geheim')).toBe(false);
});

test('a session is valid until it expires', () => {
  const session = createSession(now, 'geheim', env);
  expect(isValidSession(session, now, 'geheim', env)).toBe(true);
  expect(isValidSession(session, now + 8 * 60 * 60 * 1000 - 1, 'geheim', env)).toBe(true);
  expect(isValidSession(session, now + 8 * 60 * 60 * 1000, 'geheim', env)).toBe(false);
});

test('a forged, altered or foreign session is refused', () => {
  const session = createSession(now, 'geheim', env);
  const [expires, signature] = session.split('.');
  expect(isValidSession(`${Number(expires) + 1000}.${signature}`, now, 'geheim', env)).toBe(false);
  expect(isValidSession(`${expires}.${signature!.slice(1)}x`, now, 'geheim', env)).toBe(false);
  expect(isValidSession(`${expires}.`, now, 'geheim', env)).toBe(false);
  expect(isValidSession(undefined, now, 'geheim', env)).toBe(false);
  expect(isValidSession('unsinn', now, 'geheim', env)).toBe(false);
  // A new password ends every session; with SESSION_SECRET the secret signs instead.
  expect(isValidSession(session, now, 'anderes', env)).toBe(false);
  const withSecret = { SESSION_SECRET: 's3cr3t' };
  expect(isValidSession(session, now, 'geheim', withSecret)).toBe(false);
  expect(isValidSession(createSession(now, 'geheim', withSecret), now, 'anderes', withSecret)).toBe(
    true,
  );
});
