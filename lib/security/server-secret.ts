import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Database } from '@/lib/db/types';

/**
 * The one table no migration makes: the backend's configuration needs the secret before Payload
 * can run its migrations (lib/cms/config.ts), so the table is made where the secret is read.
 */
const secretsTable =
  'CREATE TABLE IF NOT EXISTS server_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)';

/**
 * The server's secret for the owner's sessions and the pseudonymous rate-limit keys:
 * `SESSION_SECRET`, else a random value generated on first use and stored in the database, so that
 * every instance on the same database uses the same one. Never derived from the password.
 */
export async function serverSecret(
  db: Database,
  env: Record<string, string | undefined> = process.env,
) {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // The first instance to get here stores its value; every other one reads that.
  // The lock keeps instances that start at once on a new PostgreSQL database from making the
  // table at the same moment (which one of them would fail).
  await db.batch(
    [
      { sql: secretsTable },
      {
        sql: 'INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
        args: ['session', randomBytes(32).toString('base64url')],
      },
    ],
    { lock: 'server-secret' },
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = ?',
    ['session'],
  );
  if (!row) throw new Error('Server secret neither stored nor found');
  return row.value;
}
