/**
 * @jest-environment node
 */
import { openDatabase } from '@/lib/db/open';
import { sqliteTarget as sqlite, type TestDatabase } from '@/test/database';
import type { Database } from '@/lib/db/types';
import { createRateLimits } from '@/lib/db/rate-limits';
import { createContactRepository, type ContactRepository } from './repository';
import { submitContact, type ContactRequest, type SubmitDependencies } from './submit';
import { migrateAll } from '@/test/backend-schema';

// The backend's migrations (which make the `messages` table) without loading Payload.
jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
jest.mock('@payloadcms/db-postgres', () => jest.requireActual('@/test/backend-schema'));

let database: TestDatabase;
let db: Database;
let repository: ContactRepository;
let deps: SubmitDependencies;

beforeEach(async () => {
  database = await sqlite.create();
  db = await openDatabase(database.url);
  await migrateAll(db);
  repository = createContactRepository(db);
  deps = {
    repository: async () => repository,
    rateLimits: async () => createRateLimits(db),
    rateLimit: { limit: 2, windowMs: 60_000 },
    unknownClientsRateLimit: { limit: 3, windowMs: 60_000 },
    mailConfigured: false,
    now: Date.now,
  };
});

afterEach(async () => {
  await db.close();
  await database.drop();
});

const valid: ContactRequest = {
  values: {
    name: ' Anna ',
    email: 'anna@beispiel.de',
    subject: '',
    message: 'Eine Frage zur Reiseroute entlang der Küste.',
    consent: true,
  },
  hasSpamshield: true,
  honeypot: '',
  token: undefined,
  client: 'client-a',
};

async function stored() {
  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]?.n);
  return { submissions: await count('messages'), rateEvents: await count('rate_limit_events') };
}

test('without the spamshield cookie nothing is checked further and nothing is stored', async () => {
  const outcome = await submitContact({ ...valid, hasSpamshield: false, honeypot: 'x' }, deps);
  expect(outcome).toEqual({ kind: 'cookieMissing' });
  expect(await stored()).toEqual({ submissions: 0, rateEvents: 0 });
});

test('a filled honeypot is discarded quietly before the rate limit', async () => {
  expect(await submitContact({ ...valid, honeypot: 'https://spam.example' }, deps)).toEqual({
    kind: 'discarded',
  });
  expect(await stored()).toEqual({ submissions: 0, rateEvents: 0 });
});

test('refused posts count against a limit of their own, never against the sender’s messages', async () => {
  const invalid = { ...valid, values: { ...valid.values, email: 'kaputt' } };
  // Four times the limit of two: eight refusals, then the ninth is held.
  const kinds = [];
  for (let n = 0; n < 9; n++) kinds.push((await submitContact(invalid, deps)).kind);
  expect(kinds).toEqual([...Array<string>(8).fill('invalid'), 'rateLimited']);
  // The burst of refusals leaves the sender's two messages.
  expect((await submitContact(valid, deps)).kind).toBe('sent');
  const second = { ...valid, values: { ...valid.values, name: 'Anna B.' } };
  expect((await submitContact(second, deps)).kind).toBe('sent');
  expect(
    await submitContact({ ...valid, values: { ...valid.values, name: 'Anna C.' } }, deps),
  ).toEqual({
    kind: 'rateLimited',
    retryAfterSeconds: 60,
  });
  expect((await stored()).submissions).toBe(2);
});

test('invalid fields are reported and not stored', async () => {
  const outcome = await submitContact(
    { ...valid, values: { ...valid.values, message: 'kurz', consent: false } },
    deps,
  );
  expect(outcome).toEqual({
    kind: 'invalid',
    errors: { message: 'messageTooShort', consent: 'consentRequired' },
  });
  expect((await stored()).submissions).toBe(0);
});

test('an accepted submission is stored cleaned, with the notification state', async () => {
  const outcome = await submitContact(valid, { ...deps, mailConfigured: true });
  if (outcome.kind !== 'sent') throw new Error(outcome.kind);
  expect(outcome.duplicate).toBe(false);
  expect(await repository.get(outcome.id)).toMatchObject({
    name: 'Anna',
    email: 'anna@beispiel.de',
    subject: '',
    message: 'Eine Frage zur Reiseroute entlang der Küste.',
    mailStatus: 'pending',
  });
  // Open in the owner's inbox.
  expect(await db.query('SELECT status FROM messages')).toEqual([{ status: 'open' }]);
});

test('clients the trust model cannot tell apart share one limit, whatever they send', async () => {
  const unknown = (n: number) => ({
    ...valid,
    client: undefined,
    values: { ...valid.values, name: `Person ${n}` },
  });
  const kinds = [];
  for (let n = 0; n < 4; n++) kinds.push((await submitContact(unknown(n), deps)).kind);
  expect(kinds).toEqual(['sent', 'sent', 'sent', 'rateLimited']);
  // A known client has a limit of its own.
  expect((await submitContact(valid, deps)).kind).toBe('sent');
});

test('an identical message is the same submission for ten minutes, then a new one', async () => {
  let time = Date.now();
  const clock = { ...deps, now: () => time };
  const first = await submitContact(valid, clock);
  time += 9 * 60_000;
  const again = await submitContact({ ...valid, client: 'client-b' }, clock);
  expect(again).toMatchObject({ kind: 'sent', duplicate: true });
  time += 6 * 60_000;
  const later = await submitContact({ ...valid, client: 'client-c' }, clock);
  expect(later).toMatchObject({ kind: 'sent', duplicate: false });
  if (first.kind !== 'sent' || later.kind !== 'sent') throw new Error('not sent');
  expect(later.id).not.toBe(first.id);
  expect((await stored()).submissions).toBe(2);
  // Within the window of the second one, a repeat is recognised again.
  time += 60_000;
  expect(await submitContact({ ...valid, client: 'client-d' }, clock)).toEqual({
    kind: 'sent',
    id: later.id,
    duplicate: true,
  });
});
