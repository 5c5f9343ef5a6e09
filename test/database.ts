import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** A fresh, empty database for one test; `drop()` deletes it. */
export type TestDatabase = { url: string; drop: () => Promise<void> };

export type TestTarget = { name: string; create: () => Promise<TestDatabase> };

export const sqliteTarget: TestTarget = {
  name: 'SQLite (eingebettet)',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'kontakt-test-'));
    return {
      url: `file:${join(dir, 'daten', 'kontakt.db')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

async function admin<T>(run: (client: Client) => Promise<T>) {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    throw new Error(
      'TEST_POSTGRES_URL is missing: `bash scripts/with-postgres.sh npx jest` starts a throw-away PostgreSQL server.',
    );
  }
  const client = new Client(server);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Needs TEST_POSTGRES_URL (scripts/with-postgres.sh). */
export const postgresTarget: TestTarget = {
  name: 'PostgreSQL',
  async create() {
    const name = `kontakt_test_${randomBytes(6).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(process.env.TEST_POSTGRES_URL!);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () =>
        admin((client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`)).then(() => {}),
    };
  },
};
