/**
 * @jest-environment node
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PayloadRequest } from 'payload';
import { createRateLimits, type RateLimits } from '@/lib/db/rate-limits';
import { closeTestDatabases, testDatabase } from '@/test/sqlite';
import { checkLoginLimit, forgetLoginAttempts } from './login-limits';
import { loginLimits } from './login-lockout';
import { storedPasswordIs } from './owner';

// The backend's migrations make the test database's tables; Jest loads them without Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

let limiter: RateLimits;
jest.mock('@/lib/db/rate-limits', () => ({
  ...jest.requireActual('@/lib/db/rate-limits'),
  rateLimits: async () => limiter,
}));
jest.mock('@/lib/security/process-secret', () => ({ secret: async () => 'geheim' }));
// Payload's error class (an ES module Jest does not load): an error with the status.
jest.mock('./errors', () => ({
  shownError: (message: string, status: number) => Object.assign(new Error(message), { status }),
}));
// The delays, recorded instead of waited.
jest.mock('node:timers/promises', () => ({ setTimeout: jest.fn(async () => undefined) }));
jest.mock('./owner', () => {
  const actual = jest.requireActual<typeof import('./owner')>('./owner');
  return { ...actual, storedPasswordIs: jest.fn(actual.storedPasswordIs) };
});

const owner = 'inhaberin@usa-reisefuehrer.example';
const savedEnv = { ...process.env };

beforeEach(async () => {
  limiter = createRateLimits((await testDatabase()).db);
  Object.assign(process.env, {
    ADMIN_EMAIL: owner,
    ADMIN_PASSWORD: 'richtig',
    TRUSTED_PROXY_HOPS: '1',
  });
  jest.mocked(storedPasswordIs).mockClear();
  jest.mocked(sleep).mockClear();
});

afterEach(async () => {
  process.env = { ...savedEnv };
  await closeTestDatabases();
});

type Request = { headers: Headers; responseHeaders?: Headers };

const requestFrom = (address: string, cookie?: string): Request => ({
  headers: new Headers({ 'x-forwarded-for': address, ...(cookie && { cookie }) }),
});

const attempt = (request: Request, email = owner) =>
  checkLoginLimit({
    args: { data: { email, password: 'geraten' } },
    operation: 'login',
    req: request as unknown as PayloadRequest,
  } as Parameters<typeof checkLoginLimit>[0]);

test('an address that is no account’s costs a password check against a dummy hash; the owner’s does not here (Payload checks it)', async () => {
  await attempt(requestFrom('198.51.100.1'), 'niemand@example.org');
  expect(storedPasswordIs).toHaveBeenCalledTimes(1);
  expect(jest.mocked(storedPasswordIs).mock.calls[0]![2]).toMatch(/^pbkdf2-sha256-v1:/);
  await attempt(requestFrom('198.51.100.2'), ` ${owner.toUpperCase()} `);
  expect(storedPasswordIs).toHaveBeenCalledTimes(1);
});

test('a login sets a known-device cookie, with which strangers’ guesses do not slow the owner', async () => {
  const login = requestFrom('198.51.100.3');
  await forgetLoginAttempts({ req: login, user: {} } as Parameters<typeof forgetLoginAttempts>[0]);
  const setCookie = login.responseHeaders?.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^bekanntes-geraet=[\w-]+\.[\w-]+; Path=\/api\/users;/);

  // The overall count far past its ceiling (the limiter's bucket, as 150 strangers leave it).
  for (let n = 0; n < loginLimits.overall.limit + 50; n++) {
    await limiter.consume(
      'login-overall',
      '*',
      { limit: 1_000_000, windowMs: 3_600_000 },
      Date.now(),
    );
  }
  await attempt(requestFrom('203.0.113.9', setCookie.split(';')[0]));
  expect(sleep).not.toHaveBeenCalled();
  // Without the cookie the same request waits, at most 10 s, and is not refused.
  await expect(attempt(requestFrom('203.0.113.10'))).resolves.toBeDefined();
  expect(sleep).toHaveBeenCalledWith(loginLimits.maxDelayMs);
}, 30_000);
