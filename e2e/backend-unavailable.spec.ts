import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectUnavailableApi, expectUnavailablePage, withBackendServer } from './backend-server';

// When the backend's database cannot be read or written, its pages and API answer 503 with a
// German explanation and Retry-After (lib/http/database-unavailable.ts), and the public pages are
// served as ever. Before, every owner's page, the login included, answered 500. The same with
// PostgreSQL going away and coming back: backend-unavailable-postgres.spec.ts.

test.describe('a DATA_DIR that is a file, not a folder', () => {
  const dataDir = '.cache/e2e-data-not-a-folder';
  test.beforeAll(() => {
    mkdirSync('.cache', { recursive: true });
    writeFileSync(dataDir, 'no folder');
  });
  withBackendServer(120, () => ({ DATA_DIR: dataDir }));
  // The public pages' photos are the backend's files (/api/media/file/…), which a data folder that
  // is no folder cannot hold: the image optimizer answers them with 500 (checked below).
  test.use({ expectedConsoleErrors: [/status of 50[03]/] });

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
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 500)
        failed.push(new URL(response.url()).searchParams.get('url') ?? response.url());
    });
    await page.goto('/verwaltung/login');
    await expect(page).toHaveTitle('Die Verwaltung ist gerade nicht erreichbar');
    await expect(page.getByText('Die öffentlichen Seiten der Website')).toBeVisible();
    await page.getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(failed.filter((url) => !url.startsWith('/api/media/file/'))).toEqual([]);
  });
});
