/**
 * @jest-environment node
 */
import { closeTestDatabases, testDatabase } from '@/test/sqlite';
import { serverSecret } from './server-secret';

// The backend's migrations (which make the rate limits' table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

afterEach(closeTestDatabases);

test('SESSION_SECRET is used when set', async () => {
  const { db } = await testDatabase();
  expect(await serverSecret(db, { SESSION_SECRET: 'gesetzt' })).toBe('gesetzt');
});

test('without SESSION_SECRET: random, stored on first use, the same for every instance', async () => {
  const env = { ADMIN_PASSWORD: 'geheim' };
  const a = await testDatabase();
  const secret = await serverSecret(a.db, env);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const second = await testDatabase(a.url);
  expect(await Promise.all([serverSecret(a.db, env), serverSecret(second.db, env)])).toEqual([
    secret,
    secret,
  ]);
  // Not derived from the password: another site with the same password gets another secret.
  const b = await testDatabase();
  expect(await serverSecret(b.db, env)).not.toBe(secret);
});
