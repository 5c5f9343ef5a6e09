import { openDatabase } from '@/lib/db/open';
import type { Database } from '@/lib/db/types';
import { migrateAll } from './backend-schema';
import { sqliteTarget as sqlite, type TestDatabase } from './database';

const opened: { database: TestDatabase; db: Database }[] = [];

/**
 * A fresh embedded database with the backend's migrations applied, for one test (or a second
 * connection to `url`); closed and deleted by `closeTestDatabases()` in `afterEach`. A test file
 * that uses it maps Payload's database adapters to test/backend-schema.ts (see there).
 */
export async function testDatabase(url?: string) {
  const database = url === undefined ? await sqlite.create() : undefined;
  const target = url ?? database!.url;
  const db = await openDatabase(target);
  if (database) await migrateAll(db);
  opened.push({ database: database ?? { url: target, drop: async () => {} }, db });
  return { db, url: target };
}

export async function closeTestDatabases() {
  for (const { database, db } of opened.splice(0).reverse()) {
    await db.close();
    await database.drop();
  }
}
