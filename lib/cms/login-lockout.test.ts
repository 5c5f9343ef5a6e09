/**
 * @jest-environment node
 */
import { createRateLimits, type RateLimits } from '@/lib/db/rate-limits';
import { closeTestDatabases, testDatabase } from '@/test/sqlite';
import { clearLoginAttempts, consumeLoginAttempt, loginLimits } from './login-lockout';

// The backend's migrations (which make the rate limits' table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

const now = 1_800_000_000_000;
let limiter: RateLimits;

beforeEach(async () => {
  limiter = createRateLimits((await testDatabase()).db);
});

afterEach(closeTestDatabases);

const attempts = async (client: string | undefined, count: number) => {
  const results = [];
  for (let n = 0; n < count; n++) results.push(await consumeLoginAttempt(limiter, client, now));
  return results.map((result) => result.allowed);
};

test('a client is locked after five attempts; others are not', async () => {
  expect(await attempts('a', 6)).toEqual([true, true, true, true, true, false]);
  expect(await attempts('b', 1)).toEqual([true]);
  const later = await consumeLoginAttempt(limiter, 'a', now + loginLimits.perClient.windowMs + 1);
  expect(later.allowed).toBe(true);
});

test('a successful login forgets the client’s failed attempts', async () => {
  await attempts('a', 4);
  await clearLoginAttempts(limiter, 'a');
  expect(await attempts('a', 5)).toEqual([true, true, true, true, true]);
});

test('guesses from ever new addresses meet the overall ceiling', async () => {
  const allowed = [];
  for (let n = 0; n < loginLimits.overall.limit + 20; n++) {
    allowed.push((await consumeLoginAttempt(limiter, `client-${n}`, now)).allowed);
  }
  expect(allowed.filter(Boolean)).toHaveLength(loginLimits.overall.limit);
  const refused = await consumeLoginAttempt(limiter, 'new', now);
  expect(refused).toEqual({ allowed: false, retryAfterMs: loginLimits.overall.windowMs });
});

test('an unknown client (server reached directly) counts only against the ceiling', async () => {
  const allowed = await attempts(undefined, loginLimits.overall.limit + 1);
  expect(allowed.filter(Boolean)).toHaveLength(loginLimits.overall.limit);
});
