import { openDatabase } from '@/lib/db/open';
import type { TestDatabase, TestTarget } from '@/test/database';
import { startSmtpServer } from '@/test/smtp-server';
import type { Database } from '@/lib/db/types';
import { sendDueNotifications, smtpSender } from '@/lib/contact/notify';
import { createRateLimits } from '@/lib/db/rate-limits';
import { createContactRepository, type ContactRepository } from '@/lib/contact/repository';
import { submitContact, type ContactRequest, type SubmitDependencies } from '@/lib/contact/submit';
import { migrateAll } from '@/test/backend-schema';

/*
 * The contact form's storage tests, run against each database the app supports
 * (lib/contact/storage.sqlite.test.ts, lib/contact/storage.postgres.test.ts). A test file that uses
 * them mocks Payload's database adapters with test/backend-schema.ts (the backend's migrations,
 * which make the `messages` table, without loading Payload).
 */

const rateLimit = { limit: 5, windowMs: 10 * 60_000 };
const unknownClientsRateLimit = { limit: 50, windowMs: 10 * 60_000 };

/** One server instance: its own connection (pool or file handle) to the shared database. */
type Instance = { db: Database; repository: ContactRepository; deps: SubmitDependencies };

/** The names of the stored messages. */
async function storedNames(db: Database) {
  const rows = await db.query<{ name: string }>('SELECT name FROM messages');
  return rows.map((row) => row.name);
}

/** A new database with the schema the server makes when it starts. */
export async function prepare(url: string) {
  const db = await openDatabase(url);
  await migrateAll(db);
  await db.close();
}

export async function instance(url: string, now: () => number = Date.now): Promise<Instance> {
  const db = await openDatabase(url);
  const repository = createContactRepository(db);
  return {
    db,
    repository,
    deps: {
      repository: async () => repository,
      rateLimits: async () => createRateLimits(db),
      rateLimit,
      unknownClientsRateLimit,
      mailConfigured: false,
      now,
    },
  };
}

export function request(n: number, overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    values: {
      name: `Person ${n}`,
      email: `person${n}@beispiel.de`,
      subject: `Anfrage ${n}`,
      message: `Nachricht Nummer ${n}: Wann ist die beste Reisezeit?`,
      consent: true,
    },
    hasSpamshield: true,
    honeypot: '',
    token: `token-${String(n).padStart(12, '0')}`,
    client: `client-${n}`,
    ...overrides,
  };
}

/** The storage tests on `target`'s database. */
export function describeStorage(target: TestTarget) {
  describe(`storage on ${target.name}`, () => {
    let database: TestDatabase;
    const instances: Instance[] = [];
    const start = async (now?: () => number) => {
      const started = await instance(database.url, now);
      instances.push(started);
      return started;
    };

    beforeEach(async () => {
      database = await target.create();
      await prepare(database.url);
    });

    afterEach(async () => {
      await Promise.all(instances.splice(0).map(({ db }) => db.close()));
      await database.drop();
    });

    test('200 concurrent submissions, each sent twice at once over two instances, are all stored exactly once', async () => {
      const [a, b] = await Promise.all([start(), start()]);
      const unique = 200;
      const requests = Array.from({ length: unique }, (_, n) => request(n));
      // Every submission is sent twice at the same moment (a double click), once to each instance.
      const outcomes = await Promise.all(
        requests.flatMap((r) => [submitContact(r, a!.deps), submitContact(r, b!.deps)]),
      );

      const sent = outcomes.filter((o) => o.kind === 'sent');
      const names = await storedNames(a!.db);
      const figures = {
        sent: unique,
        requests: outcomes.length,
        stored: names.length,
        duplicates: names.length - new Set(names).size,
        lost: requests.filter((r) => !names.includes(r.values.name)).length,
      };
      console.info(`Concurrency on ${target.name}: ${JSON.stringify(figures)}`);

      expect(sent).toHaveLength(outcomes.length);
      expect(figures).toEqual({ sent: 200, requests: 400, stored: 200, duplicates: 0, lost: 0 });
      // Both requests of a pair were answered with the same stored submission.
      const ids = sent.map((o) => (o.kind === 'sent' ? o.id : ''));
      for (let i = 0; i < ids.length; i += 2) expect(ids[i]).toBe(ids[i + 1]);
      expect(sent.filter((o) => o.kind === 'sent' && o.duplicate)).toHaveLength(unique);
    });

    test('the rate limit is shared by two instances on one database, also under concurrency', async () => {
      const [a, b] = await Promise.all([start(), start()]);
      const attempts = Array.from({ length: 12 }, (_, n) =>
        submitContact(request(n, { client: 'one-client' }), n % 2 ? a!.deps : b!.deps),
      );
      const kinds = (await Promise.all(attempts)).map((o) => o.kind);
      expect(kinds.filter((k) => k === 'sent')).toHaveLength(5);
      expect(kinds.filter((k) => k === 'rateLimited')).toHaveLength(7);
      expect(await storedNames(a!.db)).toHaveLength(5);

      // Another client is not affected; the first one is free again once the window has passed.
      expect((await submitContact(request(100, { client: 'other' }), a!.deps)).kind).toBe('sent');
      const later = await start(() => Date.now() + rateLimit.windowMs + 1000);
      expect((await submitContact(request(101, { client: 'one-client' }), later.deps)).kind).toBe(
        'sent',
      );
    });

    test('a refused request tells when to come back', async () => {
      const a = await start();
      for (let n = 0; n < 5; n++) await submitContact(request(n, { client: 'x' }), a.deps);
      const outcome = await submitContact(request(9, { client: 'x' }), a.deps);
      expect(outcome).toEqual({ kind: 'rateLimited', retryAfterSeconds: expect.any(Number) });
      if (outcome.kind === 'rateLimited') {
        expect(outcome.retryAfterSeconds).toBeGreaterThan(590);
        expect(outcome.retryAfterSeconds).toBeLessThanOrEqual(600);
      }
    });

    test('a resent POST (same token) and an identical message without token are stored once', async () => {
      const a = await start();
      const first = await submitContact(request(1), a.deps);
      const again = await submitContact(request(1), a.deps);
      expect(again).toEqual({ ...first, duplicate: true });

      const plain = request(2, { token: undefined });
      await submitContact(plain, a.deps);
      expect(await submitContact(plain, a.deps)).toMatchObject({ kind: 'sent', duplicate: true });
      // A new form (new token) with the same text is a new message.
      await submitContact(request(1, { token: 'another-token-123456' }), a.deps);
      expect(await storedNames(a.db)).toHaveLength(3);
    });

    test('the same message without JavaScript 15 minutes later, from another client, is stored again', async () => {
      const a = await start();
      const later = await start(() => Date.now() + 15 * 60_000);
      const plain = request(3, { token: undefined });
      const first = await submitContact(plain, a.deps);
      const again = await submitContact({ ...plain, client: 'another' }, later.deps);
      expect(again).toMatchObject({ kind: 'sent', duplicate: false });
      expect(again).not.toEqual(first);
      expect(await storedNames(a.db)).toHaveLength(2);
    });

    test('a failed e-mail is recorded on the submission and sent on a later attempt', async () => {
      let clock = Date.now();
      const a = await start(() => clock);
      a.deps.mailConfigured = true;
      const outcome = await submitContact(request(1), a.deps);
      if (outcome.kind !== 'sent') throw new Error(outcome.kind);

      const smtp = await startSmtpServer();
      const config = {
        smtpUrl: smtp.url,
        recipient: 'inhaber@beispiel.de',
        sender: 'web@beispiel.de',
      };
      await smtp.close(); // the mail server is down
      await sendDueNotifications(a.repository, config, smtpSender(config), () => clock);
      const failed = await a.repository.get(outcome.id);
      expect(failed).toMatchObject({ mailStatus: 'failed', mailAttempts: 1, name: 'Person 1' });
      expect(failed?.mailError).toMatch(/ECONNREFUSED|connect/i);

      // Not yet due: nothing happens.
      const up = await startSmtpServer(smtp.port);
      await sendDueNotifications(a.repository, config, smtpSender(config), () => clock);
      expect(up.messages).toHaveLength(0);

      clock += 60_000;
      await sendDueNotifications(a.repository, config, smtpSender(config), () => clock);
      await up.close();
      expect(await a.repository.get(outcome.id)).toMatchObject({
        mailStatus: 'sent',
        mailAttempts: 2,
        mailError: null,
      });
      expect(up.messages).toHaveLength(1);
      const mail = quotedPrintable(up.messages[0]!);
      expect(mail).toContain('Reply-To: Person 1 <person1@beispiel.de>');
      expect(mail).toContain('Subject: Kontaktformular: Anfrage 1');
      expect(mail).toMatch(
        /Neue Nachricht über das Kontaktformular vom \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/,
      );
      expect(mail).toContain(
        'Betreff: Anfrage 1\n\nNachricht Nummer 1: Wann ist die beste Reisezeit?',
      );
      expect(mail).toContain(
        `In der Verwaltung: http://localhost:3000/verwaltung/collections/messages/${outcome.id}`,
      );
    });
  });
}

/** What a visitor hears when the database at `url` cannot be opened. */
export function submitWithoutDatabase(url: string) {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const opened = () => openDatabase(url);
  return submitContact(request(1), {
    repository: async () => createContactRepository(await opened()),
    rateLimits: async () => createRateLimits(await opened()),
    rateLimit,
    unknownClientsRateLimit,
    mailConfigured: false,
    now: Date.now,
  });
}

/** The text of a mail as nodemailer sends it (CRLF lines, quoted-printable, UTF-8). */
const quotedPrintable = (raw: string) =>
  Buffer.from(
    raw
      .replace(/\r\n/g, '\n')
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
