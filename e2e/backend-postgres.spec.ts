import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { expect, test } from './fixtures';
import { logInAtOnce, postLogin, withBackendServer } from './backend-server';
import { inlineHashes } from '../lib/http/csp.mjs';
import { e2eAdminEmail, e2eAdminPassword } from './settings';

// The backend on PostgreSQL (DATABASE_URL) instead of the embedded SQLite: scripts/test.sh runs the
// e2e tests inside scripts/with-postgres.sh, which sets TEST_POSTGRES_URL to a throw-away cluster.
// The database is migrated and filled as a build does it (npm run cms -- migrate), then a server
// of the e2e build starts on it.
const databaseUrl = process.env.TEST_POSTGRES_URL ?? '';
const dataDir = '.cache/e2e-data-postgres';
test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(databaseUrl, 'TEST_POSTGRES_URL: run the tests through scripts/with-postgres.sh').toMatch(
    /^postgres/,
  );
  rmSync(dataDir, { recursive: true, force: true });
  await promisify(execFile)('npm', ['run', '--silent', 'cms', '--', 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
});
const origin = withBackendServer(105, () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }));

test('on PostgreSQL a publish shows within 10 s, and the page rendered anew allows exactly its own scripts', async ({
  page,
  request,
}) => {
  expect(await postLogin(request, origin, e2eAdminPassword)).toBe(200);
  const { docs } = await (await request.get('/api/places?where[slug][equals]=chicago')).json();
  const saved = await request.patch(`/api/places/${docs[0].id}`, {
    headers: { origin },
    data: { title: 'Chicago am Michigansee', _status: 'published' },
  });
  expect(saved.status()).toBe(200);
  await expect
    .poll(async () => (await request.get('/galerie/chicago')).text(), { timeout: 10_000 })
    .toContain('Chicago am Michigansee');

  const response = await request.get('/galerie/chicago');
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers()['content-security-policy']!)![1]!;
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc.split(' ').filter((source) => source.startsWith("'sha256-"))).toEqual(
    await inlineHashes(await response.text()),
  );
  // In the browser: the console fixture fails the test on any refused script.
  await page.goto('/galerie/chicago');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicago am Michigansee');
  await page.getByRole('link', { name: 'Nächstes Ziel' }).click();
  await expect(page).not.toHaveURL('/galerie/chicago');
});

test('on PostgreSQL the owner logging in on three devices at once stays logged in on each (patches/payload+3.90.1.patch)', async () => {
  expect(await logInAtOnce(origin, 3)).toEqual([e2eAdminEmail, e2eAdminEmail, e2eAdminEmail]);
});
