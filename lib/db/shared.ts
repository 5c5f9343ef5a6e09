import 'server-only';
import { databaseUrlFromEnv, openDatabase } from './open';
import type { Database } from './types';

/** Shared by every route of the process (route handlers and pages are separate bundles). */
const shared = globalThis as typeof globalThis & { database?: Promise<Database> };

/**
 * The configured database, opened on first use; if that fails (the database is down), the next
 * call tries again. Its schema is the backend's migrations' (lib/cms/migrations/), which run when
 * the backend starts: the tables of the contact form and the rate limits exist once it has.
 */
export function sharedDatabase() {
  shared.database ??= openDatabase(databaseUrlFromEnv()).catch((error: unknown) => {
    shared.database = undefined;
    throw error;
  });
  return shared.database;
}
