import 'server-only';
import { migrations as allMigrations } from './migrations';
import type { Database } from './types';

const lock = 'schema-migrations';

async function appliedVersions(db: Database) {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/**
 * Brings the schema up to date. Each migration runs in one transaction together with its row in
 * `schema_migrations`, so it is applied completely or not at all. Several instances starting at once
 * are safe: the loser's insert of the version fails, and it finds the version applied.
 */
export async function migrate(db: Database, migrations = allMigrations) {
  await db.batch(
    [
      {
        sql: 'CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
      },
    ],
    { lock },
  );
  const applied = await appliedVersions(db);
  for (const { version, statements } of migrations) {
    if (applied.has(version)) continue;
    try {
      await db.batch(
        [
          {
            sql: 'INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)',
            args: [version, Date.now()],
          },
          ...statements.map((sql) => ({ sql })),
        ],
        { lock },
      );
    } catch (error) {
      if (!(await appliedVersions(db)).has(version)) throw error;
    }
  }
}
