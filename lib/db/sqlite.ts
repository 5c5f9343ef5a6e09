import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type InArgs } from '@libsql/client';
import type { Database, Row, Value } from './types';

/** How long a statement waits for another process's write lock before it fails. */
const busyTimeoutMs = 5000;

/**
 * Runs `run` again while SQLite says the database is busy, for up to `waitMs`. Two instances that
 * open a new database at once both switch it to WAL, and the switch can fail at once with
 * SQLITE_BUSY while the other sets up the write-ahead log, without waiting out the busy timeout:
 * the later instance's backend did not start (seen in CI, e2e/migrations.spec.ts).
 */
export async function retryWhileBusy<T>(
  run: () => Promise<T>,
  { waitMs = busyTimeoutMs, stepMs = 50 } = {},
): Promise<T> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      return await run();
    } catch (error) {
      const busy = (error as { code?: string }).code?.startsWith('SQLITE_BUSY');
      if (!busy || Date.now() + stepMs > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
  }
}

/** The file path of a `file:` URL, relative ones (`file:data/x.db`) resolved against the working directory. */
export function filePath(url: string) {
  return url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
}

/**
 * The embedded database: a SQLite file through @libsql/client, created with its folder on first use.
 * The driver runs each call synchronously, so a batch holds the write lock only inside one call and
 * calls from concurrent requests never interleave within a transaction.
 */
export async function openSqlite(url: string): Promise<Database> {
  mkdirSync(dirname(filePath(url)), { recursive: true });
  const client = createClient({ url, timeout: busyTimeoutMs });
  await retryWhileBusy(() => client.execute('PRAGMA journal_mode = WAL'));
  const args = (values: Value[]) => values as InArgs;

  return {
    dialect: 'sqlite',
    async query<T extends Row>(sql: string, values: Value[] = []) {
      const result = await client.execute({ sql, args: args(values) });
      return result.rows.map((row) => ({ ...row }) as unknown as T);
    },
    async execute(sql, values = []) {
      return (await client.execute({ sql, args: args(values) })).rowsAffected;
    },
    async batch(statements) {
      const results = await client.batch(
        statements.map(({ sql, args: values = [] }) => ({ sql, args: args(values) })),
        'write',
      );
      return results.map((result) => result.rowsAffected);
    },
    async close() {
      client.close();
    },
  };
}
