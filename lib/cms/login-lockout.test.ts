/**
 * @jest-environment node
 */
import { createRateLimits, type RateLimits } from '@/lib/db/rate-limits';
import { closeTestDatabases, testDatabase } from '@/test/sqlite';
import {
  clearLoginAttempts,
  consumeLoginAttempt,
  loginLimits,
  type LoginClient,
} from './login-lockout';

// The backend's migrations (which make the rate limits' table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

const now = 1_800_000_000_000;
let limiter: RateLimits;

beforeEach(async () => {
  limiter = createRateLimits((await testDatabase()).db);
});

afterEach(closeTestDatabases);

const stranger = (own: string, networks: string[] = []): LoginClient => ({
  own,
  networks,
  knownDevice: false,
});
const device = (own: string): LoginClient => ({ own, networks: [], knownDevice: true });
const unknown: LoginClient = { networks: [], knownDevice: false };

const attempts = async (client: LoginClient, count: number) => {
  const results = [];
  for (let n = 0; n < count; n++) results.push(await consumeLoginAttempt(limiter, client, now));
  return results.map((result) => result.allowed);
};

/** `count` attempts from ever new addresses, as a stranger rotating through them would make. */
const rotating = async (count: number, from = 0) => {
  const verdicts = [];
  for (let n = from; n < from + count; n++) {
    verdicts.push(await consumeLoginAttempt(limiter, stranger(`address-${n}`), now));
  }
  return verdicts;
};

test('a client is locked after five attempts; others are not', async () => {
  expect(await attempts(stranger('a'), 6)).toEqual([true, true, true, true, true, false]);
  expect(await attempts(stranger('b'), 1)).toEqual([true]);
  const later = await consumeLoginAttempt(
    limiter,
    stranger('a'),
    now + loginLimits.perClient.windowMs + 1,
  );
  expect(later.allowed).toBe(true);
});

test('a successful login forgets the client’s failed attempts', async () => {
  await attempts(stranger('a'), 4);
  await clearLoginAttempts(limiter, stranger('a'));
  expect(await attempts(stranger('a'), 5)).toEqual([true, true, true, true, true]);
});

test('the /64s of one IPv6 /48 share a limit of twenty', async () => {
  const allowed = [];
  for (let n = 0; n < loginLimits.perNetwork.limit + 1; n++) {
    allowed.push((await consumeLoginAttempt(limiter, stranger(`net-${n}`, ['/48']), now)).allowed);
  }
  expect(allowed.filter(Boolean)).toHaveLength(loginLimits.perNetwork.limit);
  expect((await consumeLoginAttempt(limiter, stranger('other', ['/48 b']), now)).allowed).toBe(
    true,
  );
});

test('guesses from ever new addresses past the ceiling are slowed more and more, never refused', async () => {
  const early = await rotating(loginLimits.overall.limit);
  expect(early.every((verdict) => verdict.allowed && verdict.delayMs === 0)).toBe(true);
  const late = await rotating(3, loginLimits.overall.limit);
  expect(late).toEqual([
    { allowed: true, delayMs: loginLimits.delayPerAttemptMs },
    { allowed: true, delayMs: 2 * loginLimits.delayPerAttemptMs },
    { allowed: true, delayMs: 3 * loginLimits.delayPerAttemptMs },
  ]);
  await rotating(100, 200);
  expect(await consumeLoginAttempt(limiter, stranger('the-owner-elsewhere'), now)).toEqual({
    allowed: true,
    delayMs: loginLimits.maxDelayMs,
  });
});

test('the owner’s known device is neither held nor slowed by strangers’ guesses', async () => {
  await rotating(loginLimits.overall.limit + 50);
  expect(await consumeLoginAttempt(limiter, device('owner-laptop'), now)).toEqual({
    allowed: true,
    delayMs: 0,
  });
  // Its own wrong guesses still count against it, like any client's.
  expect(await attempts(device('stolen-cookie'), 6)).toEqual([true, true, true, true, true, false]);
});

test('an unknown client (no address, no device) counts only towards the slowing', async () => {
  const verdicts = [];
  for (let n = 0; n < loginLimits.overall.limit + 1; n++) {
    verdicts.push(await consumeLoginAttempt(limiter, unknown, now));
  }
  expect(verdicts.every((verdict) => verdict.allowed)).toBe(true);
  expect(verdicts.at(-1)).toEqual({ allowed: true, delayMs: loginLimits.delayPerAttemptMs });
});
