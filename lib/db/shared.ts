import 'server-only';
import { migrate } from './migrate';
import { databaseUrlFromEnv, openDatabase } from './open';
import type { Database } from './types';

/** Shared by every route of the process (route handlers and pages are separate bundles). */
const shared = globalThis as typeof globalThis & { database?: Promise<Database> };

async function open() {
  const db = await openDatabase(databaseUrlFromEnv());
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * The configured database, opened and migrated on first use. If that fails (the database is down),
 * the next call tries again.
 */
export function sharedDatabase() {
  shared.database ??= open().catch((error: unknown) => {
    shared.database = undefined;
    throw error;
  });
  return shared.database;
}
