import { existsSync } from 'node:fs';
import site from '../content/site.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { contactInput, newClientAddress, unique } from './contact.helpers';
import { startServer, type Server } from '../scripts/server';
import { freshDataDir } from './server-folders';

// The Node-host set-up (docs/deployment.md#node-host-standalone-server): `npm start` runs
// `node .next/standalone/server.js`, honouring PORT and HOSTNAME (the build copies static files
// and public/ beside it).
const port = Number(process.env.E2E_PORT ?? 3100) + 50;
const origin = `http://127.0.0.1:${port}`;
let server: Server;
// A relative DATA_DIR is taken from where `npm start` ran, not from .next/standalone (rebuilt).
const dataDir = '.cache/e2e-data-standalone';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  freshDataDir(dataDir);
  // No ADMIN_PASSWORD: the owner's area must not exist.
  server = await startServer('npm', ['start'], port, {
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: '' },
  });
});

test.afterAll(() => server.stop());

test('serves pages, build assets and images with the cookie stamped on pages', async ({
  page,
  request,
}) => {
  const response = await request.get(`${origin}/galerie/grand-canyon`);
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toBe('spamshield=true');

  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.tagline);
  const image = page.locator('main img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  expect((await page.context().cookies()).map((c) => `${c.name}=${c.value}`)).toContain(
    'spamshield=true',
  );
});

test('answers unknown addresses with the German 404 page', async ({ request }) => {
  const response = await request.get(`${origin}/gibt-es-nicht`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Seite nicht gefunden');
});

test('stores contact messages in DATA_DIR beside the project, not inside the build', async ({
  request,
}) => {
  const response = await request.post(`${origin}/kontakt/senden`, {
    form: { ...contactInput(unique('Standalone')), consent: 'ja' },
    headers: { cookie: 'spamshield=true', 'x-forwarded-for': newClientAddress() },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(existsSync(`${dataDir}/kontakt.db`)).toBe(true);
  expect(existsSync(`.next/standalone/${dataDir}`)).toBe(false);
});

test('without ADMIN_PASSWORD the owner’s area does not exist', async ({ request }) => {
  for (const path of [
    '/verwaltung',
    '/verwaltung/login',
    '/verwaltung/collections/places',
    '/verwaltung/collections/messages',
    '/api/users/me',
    '/api/messages',
    '/api/messages/export',
  ]) {
    const response = await request.get(`${origin}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test.describe('the backend’s address without a backend', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('shows the site’s German 404 page, stamped', async ({ page, request }) => {
    const answer = await request.get(`${origin}/verwaltung/login`);
    expect([answer.status(), answer.headers()['set-cookie']]).toEqual([404, 'spamshield=true']);
    const response = await page.goto(`${origin}/verwaltung/login`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page.getByRole('navigation', { name: 'Wie geht es weiter?' })).toBeVisible();
  });
});
