import { execFile } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { expect, test } from './fixtures';
import { postLogin, startBackendServer } from './backend-server';
import { redisServer } from './redis-server';
import { inlineHashes } from '../lib/http/csp.mjs';
import { e2eAdminPassword } from './settings';

// Several instances of one build (docs/deployment.md#several-instances): two servers, each with a
// build folder of its own, on one PostgreSQL database and one Redis (REDIS_URL), which holds the
// page cache they share. Needs TEST_POSTGRES_URL (scripts/with-postgres.sh) and Debian's
// redis-server (scripts/ensure-redis.sh); npm test provides both.
const base = Number(process.env.E2E_PORT ?? 3100);
const [portA, portB] = [base + 2, base + 3];
const origins = [portA, portB].map((port) => `http://127.0.0.1:${port}`) as [string, string];
const [originA, originB] = origins;
const redis = redisServer(base + 4);
const database = 'e2e_instances';
const dataDir = `.cache/e2e-data-${database}`;
const logOf = (port: number) => `.cache/e2e-instance-${port}.log`;

/** The place the tests rename, and the pages that show its title: its page, the gallery, the map. */
const slug = 'chicago';
const pagesShowingIt = [`/galerie/${slug}`, '/galerie', '/karte'];

test.describe.configure({ mode: 'serial' });
let stops: (() => Promise<void>)[] = [];
test.beforeAll(async () => {
  test.setTimeout(240_000); // a database, a migration and two servers on a busy machine
  const cluster = process.env.TEST_POSTGRES_URL ?? '';
  expect(cluster, 'TEST_POSTGRES_URL: run the tests through scripts/with-postgres.sh').toMatch(
    /^postgres/,
  );
  const client = new pg.Client({ connectionString: cluster });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${database}`);
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  const databaseUrl = Object.assign(new URL(cluster), { pathname: `/${database}` }).href;
  rmSync(dataDir, { recursive: true, force: true });
  // Migrated and filled with the sample site, as a build does it.
  await promisify(execFile)('npm', ['run', '--silent', 'cms', '--', 'migrate'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
  });
  await redis.start();
  stops = await Promise.all(
    [portA, portB].map((port) => {
      const log = openSync(logOf(port), 'w');
      return startBackendServer(
        port,
        { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, REDIS_URL: redis.url },
        log,
      ).finally(() => closeSync(log));
    }),
  );
});
test.afterAll(async () => {
  test.setTimeout(90_000); // two servers stopped and their build folders removed
  await Promise.all(stops.map((stop) => stop()));
  await redis.stop();
});

/** Renames the place through instance A's backend API, published. */
async function publishTitle(request: APIRequestContext, title: string) {
  expect(await postLogin(request, originA, e2eAdminPassword)).toBe(200);
  const { docs } = await (
    await request.get(`${originA}/api/places?where[slug][equals]=${slug}`)
  ).json();
  const saved = await request.patch(`${originA}/api/places/${docs[0].id}`, {
    headers: { origin: originA },
    data: { title, _status: 'published' },
  });
  expect(saved.status()).toBe(200);
}

/** Every page showing the place, on both instances, shows `title` within 10 s of a publish. */
async function expectEverywhere(request: APIRequestContext, title: string) {
  for (const origin of origins) {
    for (const path of pagesShowingIt) {
      await expect
        .poll(async () => (await request.get(`${origin}${path}`)).text(), {
          message: `${origin}${path}`,
          timeout: 10_000,
        })
        .toContain(title);
    }
  }
}

/** The page's script policy allows exactly its own inline scripts, by hash, and nothing inline. */
async function expectOwnScriptHashes(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const scriptSrc = /script-src ([^;]*)/.exec(
    response.headers()['content-security-policy'] ?? '',
  )?.[1];
  expect(scriptSrc, url).toBeDefined();
  expect(scriptSrc, url).not.toContain('unsafe-inline');
  expect(
    scriptSrc!.split(' ').filter((source) => source.startsWith("'sha256-")),
    url,
  ).toEqual(await inlineHashes(await response.text()));
}

const timesLogged = (port: number, text: string) =>
  readFileSync(logOf(port), 'utf8').split(text).length - 1;

test('a publish through one instance is on the other within 10 s, each page with its own script hashes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000); // eighteen pages rendered anew and three opened, on a busy machine
  // Both instances have the place's pages in the shared cache before the publish.
  await expectEverywhere(request, 'Chicago');
  await publishTitle(request, 'Chicago am Michigansee');
  await expectEverywhere(request, 'Chicago am Michigansee');

  for (const origin of origins) {
    for (const path of pagesShowingIt) await expectOwnScriptHashes(request, `${origin}${path}`);
  }
  // In the browser, on the instance that did not publish: the console fixture fails the test on
  // any refused script.
  await page.goto(`${originB}/galerie/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chicago am Michigansee');
  await page.goto(`${originB}/galerie`);
  await expect(page.getByRole('link', { name: /Chicago am Michigansee/ }).first()).toBeVisible();
  await page.goto(`${originB}/karte`);
  await expect(page.getByText('Chicago am Michigansee').first()).toBeVisible();
});

test('made-up addresses leave the shared cache as it was', async ({ request }) => {
  test.setTimeout(180_000);
  const before = await redis.size();
  // 200 here (a 404 renders in 0.2–2 s on a busy machine); docs/deployment.md gives the figure for
  // 2,000.
  const addresses = Array.from(
    { length: 200 },
    (_, index) =>
      `${origins[index % 2]}/galerie/erfunden-${index}-${Math.random().toString(36).slice(2)}`,
  );
  // Eight at a time, as a client filling the cache would send them.
  for (let start = 0; start < addresses.length; start += 8) {
    const statuses = await Promise.all(
      addresses.slice(start, start + 8).map(async (url) => (await request.get(url)).status()),
    );
    expect(statuses).toEqual(statuses.map(() => 404));
  }
  const after = await redis.size();
  expect(after.keys).toBe(before.keys);
  expect(Math.abs(after.bytes - before.bytes)).toBeLessThan(1024 * 1024);
});

test('without Redis both instances still answer, say so once, and share the cache again once it is back', async ({
  request,
}) => {
  test.setTimeout(120_000);
  await redis.stop();
  const unreachable = 'Page cache: Redis at';
  for (let round = 0; round < 3; round++) {
    for (const origin of origins) {
      for (const path of [...pagesShowingIt, '/', '/impressum']) {
        await expectOwnScriptHashes(request, `${origin}${path}`);
      }
      expect((await request.get(`${origin}/galerie/erfunden-ohne-redis`)).status()).toBe(404);
    }
  }
  for (const port of [portA, portB]) {
    expect(timesLogged(port, `${unreachable} 127.0.0.1:${base + 4} is unreachable`)).toBe(1);
  }

  await redis.start();
  for (const port of [portA, portB]) {
    await expect.poll(() => timesLogged(port, 'is reachable again'), { timeout: 10_000 }).toBe(1);
  }
  await publishTitle(request, 'Chicago, die Windige Stadt');
  await expectEverywhere(request, 'Chicago, die Windige Stadt');
  expect((await redis.size()).keys).toBeGreaterThan(0);
});
