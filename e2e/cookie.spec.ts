import { readFileSync } from 'node:fs';
import type { APIResponse, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { newClientAddress } from './contact.helpers';
import { rawRequest, setCookiesOf } from './raw-request';

// The fixed cookie (docs/decisions.md#the-fixed-requirements): `spamshield=true`, a session cookie
// without Path, set on every page load. Every answer to a page address carries it, whatever its
// status; middleware.ts stamps it (docs/security.md#the-spamshield-cookie).
const spamshieldCookies = async (response: APIResponse | Response) =>
  (await response.headersArray())
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .filter((value) => value.startsWith('spamshield'));

const pages = [
  { path: '/', status: 200 },
  { path: '/impressum', status: 200 },
  { path: '/datenschutz', status: 200 },
  { path: '/suche?q=Nationalparks', status: 200 },
  { path: '/gibt-es-nicht', status: 404 },
  { path: '/galerie/gibt-es-nicht/tiefer', status: 404 },
  { path: '/.env', status: 404 },
  { path: '/galerie/grand-canyon.jpg', status: 404 },
  { path: '/galerie/', status: 308 },
  { path: '/verwaltung/login', status: 200 },
  { path: '/kontakt/senden', status: 303 },
];

for (const { path, status } of pages) {
  test(`${path} answers ${status} with exactly "Set-Cookie: spamshield=true"`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(status);
    const setCookie = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(setCookie.map((h) => h.value)).toEqual(['spamshield=true']);
  });
}

test('the trailing-slash redirect leads to the address without it', async ({ request }) => {
  const response = await request.get('/galerie/?x=1', { maxRedirects: 0 });
  expect(response.headers().location).toBe('/galerie?x=1');
});

test('the trailing-slash redirect names no host of the request line’s choosing', async ({
  baseURL,
}) => {
  // An absolute-form request line, as a client talking to a proxy sends it.
  const response = await rawRequest(baseURL!, { target: 'http://evil.example/galerie/?x=1' });
  expect(response.status).toBe(308);
  expect(response.headers.location).toBe('/galerie?x=1');
  expect(setCookiesOf(response)).toEqual(['spamshield=true']);
});

test.describe('answers of the form targets and refusals are stamped too', () => {
  const form = (fields: Record<string, string>) => ({
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': newClientAddress(),
    },
    data: new URLSearchParams(fields).toString(),
    maxRedirects: 0,
  });
  const invalid = { name: '', email: 'keine-adresse', message: '' };

  test('403 without the cookie', async ({ request }) => {
    const response = await request.post('/kontakt/senden', form(invalid));
    expect(response.status()).toBe(403);
    expect(await spamshieldCookies(response)).toEqual(['spamshield=true']);
  });

  test('405 for methods an address does not take', async ({ request }) => {
    for (const [method, path] of [
      ['PUT', '/'],
      ['DELETE', '/galerie'],
      ['POST', '/impressum'],
      ['PATCH', '/kontakt/senden'],
    ]) {
      const response = await request.fetch(path!, { method, maxRedirects: 0 });
      expect([method, path, response.status()]).toEqual([method, path, 405]);
      expect(response.headers().allow).toMatch(/^GET, HEAD/);
      expect(await spamshieldCookies(response)).toEqual(['spamshield=true']);
    }
  });

  test('413, 422 and 429 with the cookie', async ({ request }) => {
    const headers = { cookie: 'spamshield=true' };
    const tooLarge = await request.post('/kontakt/senden', {
      ...form({ ...invalid, message: 'x'.repeat(70_000) }),
      headers: { ...form({}).headers, ...headers },
    });
    expect(tooLarge.status()).toBe(413);
    expect(await spamshieldCookies(tooLarge)).toEqual(['spamshield=true']);

    const client = form(invalid);
    const statuses: number[] = [];
    // Refused posts have a limit of their own: four times the form's 5 (lib/contact/submit.ts).
    const refusals = 4 * 5;
    for (let n = 0; n <= refusals; n++) {
      const response = await request.post('/kontakt/senden', {
        ...client,
        headers: { ...client.headers, ...headers },
      });
      statuses.push(response.status());
      expect(await spamshieldCookies(response)).toEqual(['spamshield=true']);
    }
    expect(statuses).toEqual([...Array<number>(refusals).fill(422), 429]);
  });
});

test('the cookie is absent before the first page load and a session cookie "true" after it', async ({
  page,
  context,
}) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto('/');
  expect(await context.cookies()).toEqual([
    expect.objectContaining({ name: 'spamshield', value: 'true', path: '/', expires: -1 }),
  ]);
  expect(await page.evaluate(() => document.cookie)).toBe('spamshield=true');
});

test.describe('on a 404 page', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('without a Path attribute the cookie applies to the folder of the page that set it', async ({
    page,
    context,
  }) => {
    await page.goto('/galerie/gibt-es-nicht/tiefer');
    const cookies = await context.cookies();
    expect(cookies).toEqual([
      expect.objectContaining({
        name: 'spamshield',
        value: 'true',
        path: '/galerie/gibt-es-nicht',
      }),
    ]);
  });
});

test('the cookie is sent back and never changed or cleared on later page loads', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Service und Rechtliches' })
    .getByRole('link', { name: 'Impressum' })
    .click();
  await expect(page).toHaveURL('/impressum');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.resourceType() === 'document'),
    page.goto('/datenschutz'),
  ]);
  expect((await request.allHeaders()).cookie).toBe('spamshield=true');
  // Pages in sub-folders (e.g. prefetched /galerie/… pages) add copies scoped to their folder.
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.path === '/')).toBeDefined();
  for (const cookie of cookies) {
    expect(cookie).toMatchObject({ name: 'spamshield', value: 'true', expires: -1 });
  }
});

test('link prefetches are not page loads and are not stamped', async ({ request }) => {
  const response = await request.get('/impressum', {
    headers: { rsc: '1', 'next-router-prefetch': '1' },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['set-cookie']).toBeUndefined();
});

test('static build assets, images, icons and text files are not stamped', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const image = await page.locator('main img').first().getAttribute('src');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  for (const url of [
    script!,
    image!,
    icon!,
    '/bilder/grand-canyon.jpg',
    '/robots.txt',
    '/opengraph-image',
  ]) {
    const asset = await request.get(url);
    expect(asset.ok(), url).toBe(true);
    expect(asset.headers()['set-cookie'], url).toBeUndefined();
  }
});

test('the build runs middleware.ts, and no header rule sets the cookie', () => {
  const read = (file: string) => JSON.parse(readFileSync(`.next/${file}`, 'utf8'));
  const { middleware } = read('server/middleware-manifest.json');
  expect(Object.values(middleware)).toEqual([expect.objectContaining({ name: 'middleware' })]);
  expect(JSON.stringify(read('routes-manifest.json').headers)).not.toMatch(/spamshield/i);
});

test('docs/security.md tells a cache in front what a page’s answer varies on', async ({
  request,
}) => {
  const response = await request.get('/impressum');
  const varies = response
    .headers()
    .vary!.split(',')
    .map((name) => name.trim().toLowerCase());
  // The prefetch variant of the same address: no cookie, so it must never reach other visitors.
  const prefetched = await request.get('/impressum', { headers: { 'next-router-prefetch': '1' } });
  expect(prefetched.headers()['set-cookie']).toBeUndefined();
  expect(varies).toContain('next-router-prefetch');
  const security = readFileSync('docs/security.md', 'utf8');
  const notes = /^## A cache in front\n[^]*?(?=^## |(?![^]))/m.exec(security)?.[0] ?? '';
  for (const name of varies) expect(notes.toLowerCase()).toContain(`\`${name}\``);
  expect(notes).toContain('Set-Cookie');
});
