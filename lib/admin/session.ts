import 'server-only';
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { sharedDatabase } from '@/lib/db/shared';
import type { Database } from '@/lib/db/types';
import { secret } from '@/lib/security/store';

/** The variables this module reads (`process.env` by default). */
type Env = Record<string, string | undefined>;

export const sessionCookie = 'verwaltung_sitzung';
export const sessionMaxAgeSeconds = 8 * 60 * 60;

/** The owner's password; without one the owner's area does not exist (404). */
export function adminPassword(env: Env = process.env) {
  return env.ADMIN_PASSWORD || undefined;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time: both sides are hashed to the same length first. */
export function passwordMatches(input: string, password: string) {
  return timingSafeEqual(digest(input), digest(password));
}

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: { N: number; maxmem: number },
) => Promise<Buffer>;

let lastTag: { key: string; tag: Promise<string> } | undefined;

/**
 * A slow fingerprint of the password, salted with the server secret, stored with every session so
 * that a new password (or secret) ends them all. Slow (scrypt) so that a copy of the database does
 * not let anyone test passwords quickly; computed once per password and process.
 */
function passwordTag(password: string, secret: string) {
  const key = digest(`${secret}\n${password}`).toString('base64url');
  if (lastTag?.key !== key) {
    const tag = scryptAsync(password, `session:${secret}`, 32, {
      N: 2 ** 15,
      maxmem: 64 * 1024 * 1024,
    }).then((bytes) => bytes.toString('base64url'));
    lastTag = { key, tag };
  }
  return lastTag.tag;
}

/** The cookie value is a random token; the database keeps only its hash. */
const isSessionToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
const sessionId = (token: string) => digest(`session\n${token}`).toString('base64url');

export interface SessionStore {
  /** Starts a session and returns the cookie value. */
  create(password: string, now: number): Promise<string>;
  /** A session that exists, has not expired and was started with the current password. */
  isValid(token: string | undefined, password: string, now: number): Promise<boolean>;
  /** Ends the session (logout); the cookie value is worthless afterwards. */
  end(token: string | undefined): Promise<void>;
}

/** The owner's sessions, stored in the database: a logout or a new password ends them. */
export function createSessionStore(db: Database, secret: string): SessionStore {
  return {
    async create(password, now) {
      const token = randomBytes(32).toString('base64url');
      await db.batch([
        { sql: 'DELETE FROM admin_sessions WHERE expires_at <= ?', args: [now] },
        {
          sql: 'INSERT INTO admin_sessions (id, expires_at, password_tag) VALUES (?, ?, ?)',
          args: [
            sessionId(token),
            now + sessionMaxAgeSeconds * 1000,
            await passwordTag(password, secret),
          ],
        },
      ]);
      return token;
    },

    async isValid(token, password, now) {
      // Only a well-formed value is looked up: junk never reaches the database.
      if (!isSessionToken(token)) return false;
      const [session] = await db.query<{ expires_at: number; password_tag: string }>(
        'SELECT expires_at, password_tag FROM admin_sessions WHERE id = ?',
        [sessionId(token)],
      );
      if (!session || Number(session.expires_at) <= now) return false;
      const expected = Buffer.from(await passwordTag(password, secret));
      const actual = Buffer.from(session.password_tag);
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    async end(token) {
      if (isSessionToken(token)) {
        await db.execute('DELETE FROM admin_sessions WHERE id = ?', [sessionId(token)]);
      }
    },
  };
}

/** The owner's sessions in the configured database, keyed with the server secret. */
export async function sessions() {
  return createSessionStore(await sharedDatabase(), await secret());
}
