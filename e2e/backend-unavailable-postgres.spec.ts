import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures';
import {
  expectUnavailableApi,
  expectUnavailablePage,
  postLogin,
  withBackendServer,
} from './backend-server';
import { e2eAdminPassword } from './settings';

// The backend on PostgreSQL while the database goes away and comes back (see
// backend-unavailable.spec.ts for the embedded database). Needs TEST_POSTGRES_URL
// (scripts/with-postgres.sh; npm test and CI run the e2e tests inside it).

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
