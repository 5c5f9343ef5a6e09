import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Database } from '@/lib/db/types';

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
  await db.execute(
    'INSERT INTO server_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
    ['session', randomBytes(32).toString('base64url')],
  );
  const [row] = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = ?',
    ['session'],
  );
  if (!row) throw new Error('Server secret neither stored nor found');
  return row.value;
}
