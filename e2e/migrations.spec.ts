import { mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createClient } from '@libsql/client';
import { expect, test } from './fixtures';
import { e2eAdminEmail, e2eAdminPassword } from './settings';
import { startNext } from '../scripts/server';

// Several instances on one database (lib/cms/migration-lock.ts): started at the same moment on a
// new database, each runs the backend's pending migrations when it starts. They must not run twice.
const ports = [0, 1].map((n) => Number(process.env.E2E_PORT ?? 3100) + 100 + n);
const dataDir = `.cache/e2e-data-migrations`;
const logOf = (port: number) => `${dataDir}/server-${port}.log`;

test('two instances started at once on a new database both start their backend with its documents; each migration runs once', async ({
  request,
}) => {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: e2eAdminEmail,
    ADMIN_PASSWORD: e2eAdminPassword,
  };
  const started = await Promise.allSettled(
    ports.map((port) => startNext(port, { env, output: openSync(logOf(port), 'a') })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  try {
    expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    for (const port of ports) {
      // Both answer from the backend at once: neither needed a second attempt.
      const places = await request.get(`http://127.0.0.1:${port}/api/places?limit=0`);
      expect(places.status()).toBe(200);
      // The documents come with the backend's start, not only with `npm run cms -- migrate`.
      for (const document of ['privacy', 'travel-info', 'accessibility']) {
        const global = await request.get(`http://127.0.0.1:${port}/api/globals/${document}`);
        expect((await global.json()).sections, document).not.toEqual([]);
      }
      expect(readFileSync(logOf(port), 'utf8')).not.toContain('Backend could not start');
    }
    const db = createClient({ url: `file:${dataDir}/kontakt.db` });
    const { rows } = await db.execute(
      'SELECT name, COUNT(*) AS runs FROM payload_migrations GROUP BY name',
    );
    db.close();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => Number(row.runs) !== 1)).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
});
