import 'server-only';
import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload';

type Lock = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * Payload runs the pending migrations when a server starts (`prodMigrations`) and `npm run build`
 * runs them too. Several instances starting at once on one database would each run the same
 * migration: the later ones fail on tables that now exist, and their backend does not start. This
 * runs the adapter's `migrate` under a lock that every instance on the database shares: the next
 * one waits, then finds the migrations done.
 */
export function withMigrationLock<T extends BaseDatabaseAdapter>(
  result: DatabaseAdapterObj<T>,
  lockFor: (adapter: T) => Lock,
): DatabaseAdapterObj<T> {
  return {
    ...result,
    init(args) {
      const adapter = result.init(args);
      const migrate = adapter.migrate.bind(adapter);
      const lock = lockFor(adapter);
      adapter.migrate = (options) => lock(() => migrate(options));
      return adapter;
    },
  };
}

type Pool = {
  connect(): Promise<{
    query(sql: string, values: unknown[]): Promise<unknown>;
    release(destroy?: boolean): void;
  }>;
};

/**
 * PostgreSQL: an advisory lock, held by a connection of its own while the migrations run. Its key
 * is the pair (namespace, hash), apart from lib/db's one-number transaction locks.
 */
export const advisoryLock =
  (pool: () => Pool): Lock =>
  async (run) => {
    const client = await pool().connect();
    const key = 'SELECT %s(1347042631, hashtext($1))';
    const name = ['payload-migrations'];
    let unlocked = false;
    try {
      await client.query(key.replace('%s', 'pg_advisory_lock'), name);
      return await run();
    } finally {
      unlocked = await client.query(key.replace('%s', 'pg_advisory_unlock'), name).then(
        () => true,
        () => false,
      );
      // A connection that may still hold the lock is closed, not given back to the pool.
      client.release(!unlocked);
    }
  };

/** Whether the process that wrote the lock folder is gone (it died while migrating). */
async function holderGone(path: string) {
  const pid = Number(await readFile(`${path}/pid`, 'utf8').catch(() => ''));
  if (!pid) {
    // Just made, its pid not written yet; or left without one long ago.
    return stat(path).then(
      (s) => Date.now() - s.mtimeMs > 60_000,
      () => false,
    );
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * SQLite (instances on one machine sharing the file): a folder beside the database, which only one
 * process can create; it holds that process's pid. The folder goes when the migrations end, also
 * when the process exits (Payload exits on a failed migration), and a folder whose process is gone
 * is taken over.
 */
export const folderLock =
  (path: string, waitMs = 2 * 60_000): Lock =>
  async (run) => {
    for (const deadline = Date.now() + waitMs; ;) {
      try {
        await mkdir(path);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (await holderGone(path)) await rm(path, { recursive: true, force: true });
        else if (Date.now() > deadline) {
          throw new Error(`The migrations are locked (${path}); is another start still running?`);
        } else await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const release = () => rmSync(path, { recursive: true, force: true });
    process.once('exit', release);
    try {
      await writeFile(`${path}/pid`, String(process.pid));
      return await run();
    } finally {
      process.off('exit', release);
      release();
    }
  };
