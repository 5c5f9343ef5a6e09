import { writeFileSync, mkdirSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures';
import { postLogin, withBackendServer } from './backend-server';
import { e2eAdminPassword } from './settings';

// When the backend's database cannot be read or written, its pages and API answer 503 with a
// German explanation and Retry-After (lib/cms/database-unavailable.ts), and the public pages are
// served as ever. Before, every owner's page, the login included, answered 500.

const expectUnavailablePage = async (response: APIResponse) => {
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['set-cookie']).toBe('spamshield=true');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  const text = await response.text();
  expect(text).toContain('<h1>Die Verwaltung ist gerade nicht erreichbar</h1>');
  expect(text).not.toMatch(/Error|at .*\.js/);
};

const expectUnavailableApi = async (response: APIResponse) => {
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  expect(await response.json()).toEqual({
    errors: [
      {
        message:
          'Die Datenbank ist gerade nicht erreichbar. Bitte in einer Minute erneut versuchen.',
      },
    ],
  });
};

test.describe('a DATA_DIR that is a file, not a folder', () => {
  const dataDir = '.cache/e2e-data-not-a-folder';
  test.beforeAll(() => {
    mkdirSync('.cache', { recursive: true });
    writeFileSync(dataDir, 'no folder');
  });
  withBackendServer(120, () => ({ DATA_DIR: dataDir }));
  test.use({ expectedConsoleErrors: [/status of 503/] });

  test('the login, the inbox and the API answer 503 in German; the public pages are served', async ({
    page,
    request,
  }) => {
    await expectUnavailablePage(await request.get('/verwaltung/login'));
    await expectUnavailablePage(await request.get('/verwaltung/collections/messages'));
    await expectUnavailableApi(await request.get('/api/messages'));
    await expectUnavailableApi(await request.post('/api/users/login', { data: {} }));
    const head = await request.head('/verwaltung');
    expect(head.status()).toBe(503);
    expect(await head.text()).toBe('');

    for (const path of ['/', '/galerie', '/karte', '/kontakt', '/impressum']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }

    // As the owner sees it: a German page with a way to the site, allowed by its own policy.
    await page.goto('/verwaltung/login');
    await expect(page).toHaveTitle('Die Verwaltung ist gerade nicht erreichbar');
    await expect(page.getByText('Die öffentlichen Seiten der Website')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
  });
});

/**
 * For the tests of a describe block: a backend server on E2E_PORT + `offset` whose PostgreSQL
 * database `database` (made afresh in the test cluster of scripts/with-postgres.sh) it reaches
 * through a relay that the test opens and closes like a database server that starts and stops.
 * The relay starts closed.
 */
function postgresBehindRelay(offset: number, database: string, env: Record<string, string> = {}) {
  const cluster = new URL(process.env.TEST_POSTGRES_URL ?? 'postgres://missing');
  const relayPort = Number(process.env.E2E_PORT ?? 3100) + offset + 1;
  const relayed = new URL(cluster);
  relayed.port = String(relayPort);
  relayed.pathname = `/${database}`;
  let relay: Server | undefined;
  const sockets = new Set<Socket>();
  const close = () => {
    relay?.close();
    for (const socket of sockets) socket.destroy();
  };
  test.beforeAll(async () => {
    expect(cluster.protocol, 'TEST_POSTGRES_URL: run through scripts/with-postgres.sh').toBe(
      'postgres:',
    );
    const client = new pg.Client({ connectionString: cluster.href });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${database}`);
    await client.query(`CREATE DATABASE ${database}`);
    await client.end();
  });
  test.afterAll(close);
  const origin = withBackendServer(offset, () => ({
    DATABASE_URL: relayed.href,
    DATA_DIR: `.cache/e2e-data-${database}`,
    ...env,
  }));
  const open = () =>
    new Promise<void>((listening) => {
      relay = createServer((client) => {
        const upstream = createConnection(Number(cluster.port), cluster.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
      }).listen(relayPort, '127.0.0.1', listening);
    });
  return { origin, open, close };
}

/** Once the database is back, the backend answers again without a restart. */
const pollUntilBackendIsBack = (request: APIRequestContext) =>
  expect
    .poll(async () => (await request.get('/verwaltung/login')).status(), { timeout: 30_000 })
    .toBe(200);

test.describe('PostgreSQL not reachable, then back, then gone', () => {
  const database = postgresBehindRelay(125, 'e2e_unavailable');

  test('503 while it is down, the backend once it is back, 503 again when it goes', async ({
    request,
  }) => {
    test.slow(); // waits out the backend's check interval twice
    await expectUnavailablePage(await request.get('/verwaltung/login'));
    await expectUnavailableApi(await request.get('/api/messages'));
    expect((await request.get('/galerie')).status()).toBe(200);

    // Back: the backend starts (migrations, the owner's account from the environment).
    await database.open();
    await pollUntilBackendIsBack(request);
    expect(await postLogin(request, database.origin, e2eAdminPassword)).toBe(200);
    // (Payload believes the login cookie only with an Origin of its own.)
    const messages = () => request.get('/api/messages', { headers: { origin: database.origin } });
    expect((await messages()).status()).toBe(200);

    // Gone while the backend runs: its connections break, new ones are refused.
    database.close();
    await expect.poll(async () => (await messages()).status(), { timeout: 30_000 }).toBe(503);
    await expectUnavailablePage(await request.get('/verwaltung/collections/messages'));
    expect((await request.get('/galerie')).status()).toBe(200);
  });
});

// Canary for lib/workarounds/payload-failed-start.ts: when this fails, Payload runs `onInit` after a
// failed start by itself, and the workaround can go.
test.describe('without the workaround, Payload 3.90.1 skips onInit after a failed start', () => {
  const database = postgresBehindRelay(127, 'e2e_unavailable_canary', { NEXT_WORKAROUNDS: 'off' });

  test('the owner’s account is not made: the right password is refused', async ({ request }) => {
    test.slow();
    await expectUnavailablePage(await request.get('/verwaltung/login'));
    await database.open();
    await pollUntilBackendIsBack(request);
    expect(await postLogin(request, database.origin, e2eAdminPassword)).toBe(401);
  });
});
