import { openSync } from 'node:fs';
import {
  request as newDevice,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eAdminEmail, e2eAdminPassword } from './settings';
import { startNext, type Server } from '../scripts/server';
import { copyBuild, freshDataDir, removeBuild } from './server-folders';
import { rawRequest } from './raw-request';
import { newClientAddress } from './contact.helpers';

/**
 * A server for the owner's backend (Payload CMS at /verwaltung) on `port`, with a database and a
 * build folder (its cache of rendered pages) of its own: its tests change the content. Its
 * SITE_URL is its own address, since Payload refuses cookie-authenticated writes from any other.
 * Resolves to a function that stops it and removes its build folder. `env` adds to its settings;
 * `output` (a file descriptor) receives its log.
 */
export async function startBackendServer(
  port: number,
  env: Record<string, string> = {},
  output?: number,
) {
  const origin = `http://127.0.0.1:${port}`;
  const distDir = `.cache/e2e-backend-next-${port}`;
  const server = await startNext(port, {
    env: {
      // A copy of the build's database, unless `env` names a data folder of its own.
      DATA_DIR: env.DATA_DIR ?? freshDataDir(`.cache/e2e-data-backend-${port}`),
      NEXT_DIST_DIR: copyBuild(distDir),
      ADMIN_EMAIL: e2eAdminEmail,
      SITE_URL: origin,
      // As behind one reverse proxy: X-Forwarded-For names the client
      // (docs/security.md#client-addresses).
      TRUSTED_PROXY_HOPS: '1',
      ADMIN_PASSWORD: e2eAdminPassword,
      ...env,
    },
    output,
  });
  return async () => {
    await server.stop();
    removeBuild(distDir);
  };
}

/**
 * For a test file: its tests run one after the other against a backend server of their own on
 * E2E_PORT + `offset` (started before them, stopped after), with `env` added to its settings
 * (read when it starts). Resolves to the server's address.
 */
export function withBackendServer(offset: number, env: () => Record<string, string> = () => ({})) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const origin = `http://127.0.0.1:${port}`;
  let stop: (() => Promise<void>) | undefined;
  // Each test logs in and opens two to four screens of Payload's admin: 2–3 s each when idle, up
  // to three times that beside the other tests on 2 cores (backend.spec.ts:195 ran out of 30 s).
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  test.use({ baseURL: origin });
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a copy of the build and a server start, on a busy machine
    stop = await startBackendServer(port, env());
  });
  test.afterAll(() => stop?.());
  return origin;
}

/**
 * For a test file: its tests run one after the other against a server reached directly (`next
 * start` of the build, no proxy settings) on E2E_PORT + `offset`, with the owner's account and a
 * fresh copy of the build's database in `.cache/e2e-data-<name>-<port>`; `env` adds to its settings
 * (given the server's address). With `log`, its log goes to `.cache/e2e-<name>-<port>.log`.
 */
export function withDirectServer(
  offset: number,
  name: string,
  {
    env = () => ({}),
    log = false,
  }: { env?: (origin: string) => Record<string, string>; log?: boolean } = {},
) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `.cache/e2e-data-${name}-${port}`;
  const logFile = `.cache/e2e-${name}-${port}.log`;
  let server: Server | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    freshDataDir(dataDir);
    server = await startNext(port, {
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: e2eAdminEmail,
        ADMIN_PASSWORD: e2eAdminPassword,
        ...env(origin),
      },
      output: log ? openSync(logFile, 'w') : undefined,
    });
  });
  test.afterAll(() => server?.stop());
  return { origin, dataDir, logFile };
}

/** Logs the owner in through the backend's login page. */
export async function logIn(page: Page) {
  await page.goto('/verwaltung/login');
  await page.getByLabel('E-Mail').fill(e2eAdminEmail);
  await page.getByLabel('Passwort').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/verwaltung');
}

/** The place with `slug` as the REST API gives it (relations as ids), asked with `request`. */
export async function placeWithSlug(request: APIRequestContext, slug: string) {
  const answer = await request.get(`/api/places?where[slug][equals]=${slug}&depth=0`);
  expect(answer.status()).toBe(200);
  const { docs } = await answer.json();
  expect(docs).toHaveLength(1);
  return docs[0];
}

/**
 * Logs the owner in (through the API: also without JavaScript) and resolves to the text of the
 * inbox listing the messages that `search` finds (server-rendered, also without JavaScript).
 */
export async function inboxText(page: Page, search: string) {
  const { origin } = new URL(page.url()); // after a page of the site
  expect(await postLogin(page.request, origin, e2eAdminPassword)).toBe(200);
  await page.goto(`/verwaltung/collections/messages?search=${encodeURIComponent(search)}`);
  const list = page.getByRole('table').or(page.getByText('Keine Ergebnisse gefunden.'));
  await expect(list).toBeVisible();
  return page.locator('body').innerText(); // Payload's list has no <main>
}

/**
 * One login attempt through the backend's API, with the X-Forwarded-For given; resolves to the
 * answer's status (200, 401 wrong password, 429 locked out).
 */
export async function postLogin(
  request: APIRequestContext,
  origin: string,
  password: string,
  forwardedFor?: string,
) {
  const response = await request.post(`${origin}/api/users/login`, {
    headers: { origin, ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    data: { email: e2eAdminEmail, password },
  });
  return response.status();
}

/**
 * The owner logs in on `count` devices at once, each with cookies and a client address of its own:
 * resolves to whom each device is logged in as afterwards (null: nobody).
 */
export async function logInAtOnce(origin: string, count: number) {
  const devices = await Promise.all(
    Array.from({ length: count }, () =>
      newDevice.newContext({
        baseURL: origin,
        // As the backend's own pages ask: Payload reads the login cookie only then.
        extraHTTPHeaders: {
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': newClientAddress(),
        },
      }),
    ),
  );
  try {
    const logins = await Promise.all(
      devices.map((device) => postLogin(device, origin, e2eAdminPassword)),
    );
    expect(logins).toEqual(devices.map(() => 200));
    const users = await Promise.all(
      devices.map(async (device) => (await (await device.get('/api/users/me')).json()).user),
    );
    return users.map((user: { email: string } | null) => user?.email ?? null);
  } finally {
    await Promise.all(devices.map((device) => device.dispose()));
  }
}

/**
 * One login attempt through the backend's API from `localAddress` (an address of 127.0.0.0/8: a
 * client of that address to a server reached directly), with the `Cookie` and `X-Forwarded-For`
 * headers given; resolves to the answer.
 */
export function loginFrom(
  origin: string,
  {
    password,
    localAddress,
    cookie,
    forwardedFor,
  }: { password: string; localAddress: string; cookie?: string; forwardedFor?: string },
) {
  return rawRequest(origin, {
    method: 'POST',
    target: '/api/users/login',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(cookie && { cookie }),
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify({ email: e2eAdminEmail, password }),
    localAddress,
  });
}

/**
 * The id of the backend's server action (Payload's server function, which the login page passes to
 * its client components): the one action a POST with `next-action` can name.
 */
export async function backendActionId(origin: string) {
  const page = await (await fetch(`${origin}/verwaltung/login`)).text();
  return /\\"id\\":\\"([0-9a-f]{40,})\\"/.exec(page)![1]!;
}

/** The backend's German 503 page while its database is unavailable (lib/http/database-unavailable.ts). */
export const expectUnavailablePage = async (response: APIResponse) => {
  expect(response.status()).toBe(503);
  expect(response.headers()['retry-after']).toBe('30');
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers()['set-cookie']).toBe('spamshield=true');
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
  const text = await response.text();
  expect(text).toContain('<h1>Die Verwaltung ist gerade nicht erreichbar</h1>');
  expect(text).not.toMatch(/Error|at .*\.js/);
};

/** The backend API's 503 while its database is unavailable. */
export const expectUnavailableApi = async (response: APIResponse) => {
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
