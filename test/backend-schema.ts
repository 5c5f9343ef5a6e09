import type { Database } from '@/lib/db/types';
import { migrations as postgresMigrations } from '@/lib/cms/migrations/postgres';
import { migrations as sqliteMigrations } from '@/lib/cms/migrations/sqlite';

/**
 * Drizzle's `sql` tag as the backend's migrations use it (plain text, no parameters). Test files
 * that apply those migrations map `@payloadcms/db-sqlite` and `@payloadcms/db-postgres` to this
 * module, so that Jest need not load Payload:
 *   jest.mock('@payloadcms/db-sqlite', () => jest.requireActual('@/test/backend-schema'));
 */
export const sql = (strings: TemplateStringsArray, ...values: unknown[]) => {
  if (values.length > 0) throw new Error('The migrations stand-in takes no parameters');
  return strings.raw.join('').replace(/\\`/g, '`');
};
/** Drizzle's `sql.raw`: a statement the migration built as text. */
sql.raw = (text: string) => text;

/**
 * The schema the app runs on: the backend's one history of migrations (lib/cms/migrations, the
 * same files Payload runs), which also makes the tables of the contact form and the rate limits.
 */
export async function migrateAll(db: Database) {
  const stand_in = {
    run: (statement: string) => db.execute(statement),
    // Drizzle's answer to a statement: its rows (what a hand-written migration reads).
    execute: async (statement: string) => ({ rows: await db.query(statement) }),
    all: (statement: string) => db.query(statement),
  };
  const migrations = db.dialect === 'sqlite' ? sqliteMigrations : postgresMigrations;
  for (const { up } of migrations) await up({ db: stand_in } as never);
}
