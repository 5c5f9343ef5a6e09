import { migrate } from '@/lib/db/migrate';
import { openDatabase } from '@/lib/db/open';
import type { Database } from '@/lib/db/types';
import { sqliteTarget as sqlite, type TestDatabase } from './database';

const opened: { database: TestDatabase; db: Database }[] = [];

/**
 * A fresh, migrated embedded database for one test (or a second connection to `url`); closed and
 * deleted by `closeTestDatabases()` in `afterEach`.
 */
export async function testDatabase(url?: string) {
  const database = url === undefined ? await sqlite.create() : undefined;
  const target = url ?? database!.url;
  const db = await openDatabase(target);
  await migrate(db);
  opened.push({ database: database ?? { url: target, drop: async () => {} }, db });
  return { db, url: target };
}

export async function closeTestDatabases() {
  for (const { database, db } of opened.splice(0).reverse()) {
    await db.close();
    await database.drop();
  }
}
