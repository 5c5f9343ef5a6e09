import { expect, test } from './fixtures';

// Spec §4 and §9: `spamshield=true`, a session cookie without Path, set on every page load.
const pages = [
  { path: '/', status: 200 },
  { path: '/impressum', status: 200 },
  { path: '/datenschutz', status: 200 },
  { path: '/gibt-es-nicht', status: 404 },
  { path: '/galerie/gibt-es-nicht/tiefer', status: 404 },
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
    .getByRole('navigation', { name: 'Rechtliches' })
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
