/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import type { Database } from '@/lib/db/types';
import { closeTestDatabases, testDatabase } from '@/test/sqlite';
import { adminPassword, createSessionStore, passwordMatches } from './session';

const now = 1_800_000_000_000;
const hours8 = 8 * 60 * 60 * 1000;
let db: Database;

beforeEach(async () => {
  db = (await testDatabase()).db;
});

afterEach(closeTestDatabases);

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

test('a session is valid until it expires', async () => {
  const sessions = createSessionStore(db, 's3cr3t');
  const token = await sessions.create('geheim', now);
  expect(await sessions.isValid(token, 'geheim', now)).toBe(true);
  expect(await sessions.isValid(token, 'geheim', now + hours8 - 1)).toBe(true);
  expect(await sessions.isValid(token, 'geheim', now + hours8)).toBe(false);
});

test('a forged, altered or unknown session is refused', async () => {
  const sessions = createSessionStore(db, 's3cr3t');
  const token = await sessions.create('geheim', now);
  expect(await sessions.isValid(`${token.slice(1)}x`, 'geheim', now)).toBe(false);
  expect(await sessions.isValid('a'.repeat(43), 'geheim', now)).toBe(false);
  expect(await sessions.isValid(`${now + hours8}.signatur`, 'geheim', now)).toBe(false);
  expect(await sessions.isValid(undefined, 'geheim', now)).toBe(false);
  // The database keeps only a hash of the cookie value.
  expect(JSON.stringify(await db.query('SELECT * FROM admin_sessions'))).not.toContain(token);
});

test('the cookie value carries nothing derived from the password to test guesses against', async () => {
  const token = await createSessionStore(db, 's3cr3t').create('geheim', now);
  // 32 random bytes: two sessions with the same password and time share nothing.
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await createSessionStore(db, 's3cr3t').create('geheim', now)).not.toBe(token);
});

test('logging out ends the session: the old cookie value no longer works', async () => {
  const sessions = createSessionStore(db, 's3cr3t');
  const token = await sessions.create('geheim', now);
  const other = await sessions.create('geheim', now);
  await sessions.end(token);
  expect(await sessions.isValid(token, 'geheim', now + 1000)).toBe(false);
  expect(await sessions.isValid(other, 'geheim', now + 1000)).toBe(true);
});

test('a new password or a new secret ends every session', async () => {
  const token = await createSessionStore(db, 's3cr3t').create('geheim', now);
  expect(await createSessionStore(db, 's3cr3t').isValid(token, 'anderes', now)).toBe(false);
  expect(await createSessionStore(db, 'anderes').isValid(token, 'geheim', now)).toBe(false);
  expect(await createSessionStore(db, 's3cr3t').isValid(token, 'geheim', now)).toBe(true);
});

test('the stored password fingerprint is neither the password nor a fast hash of it', async () => {
  await createSessionStore(db, 's3cr3t').create('geheim', now);
  const [row] = await db.query<{ password_tag: string }>('SELECT password_tag FROM admin_sessions');
  for (const fast of ['sha256', 'sha512', 'md5']) {
    for (const encoding of ['hex', 'base64url'] as const) {
      expect(row!.password_tag).not.toBe(createHash(fast).update('geheim').digest(encoding));
    }
  }
  expect(row!.password_tag).not.toContain('geheim');
});
