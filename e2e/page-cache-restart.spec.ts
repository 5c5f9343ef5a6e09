import { request } from '@playwright/test';
import { expect, test } from './fixtures';
import { e2eAdminEmail, e2eAdminPassword } from './settings';
import { startNext, type Server } from '../scripts/server';
import { copyBuild, freshDataDir, removeBuild } from './server-folders';

// A publish survives a restart of the server (lib/workarounds/expired-tags.mjs): the owner takes a
// place offline, nobody opens its page, the server restarts; its page and the lists must not come
// back from the cache of rendered pages, which lives in the build folder. The canary runs the same
// with NEXT_WORKAROUNDS=off: when it fails, Next.js keeps its expired tags itself.

const slug = 'new-york-city';

/**
 * What a visitor gets after the owner unpublished New York City on a server that was then
 * restarted (a build folder and database of its own, on E2E_PORT + `offset`), before anyone
 * requested its pages: the place page's status, the city category's count and whether it links it.
 */
async function afterUnpublishAndRestart(offset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 3100) + offset;
  const origin = `http://127.0.0.1:${port}`;
  const distDir = `.cache/e2e-restart-next-${port}`;
  const settings = {
    env: {
      DATA_DIR: freshDataDir(`.cache/e2e-data-restart-${port}`),
      NEXT_DIST_DIR: copyBuild(distDir),
      SITE_URL: origin,
      ADMIN_EMAIL: e2eAdminEmail,
      ADMIN_PASSWORD: e2eAdminPassword,
      ...env,
    },
  };
  let server: Server | undefined;
  const owner = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  const visitor = await request.newContext({ baseURL: origin });
  try {
    server = await startNext(port, settings);
    // The pages are in the cache, as on a site that has been visited.
    expect((await visitor.get(`/galerie/${slug}`)).status()).toBe(200);
    expect(await (await visitor.get('/galerie/kategorie/stadt')).text()).toContain(
      `/galerie/${slug}"`,
    );
    const login = await owner.post('/api/users/login', {
      data: { email: e2eAdminEmail, password: e2eAdminPassword },
    });
    expect(login.status()).toBe(200);
    const { docs } = await (await owner.get(`/api/places?where[slug][equals]=${slug}`)).json();
    const unpublished = await owner.patch(`/api/places/${docs[0].id}`, {
      data: { _status: 'draft' },
    });
    expect(unpublished.status()).toBe(200);
    await server.stop();

    server = await startNext(port, settings);
    const place = await visitor.get(`/galerie/${slug}`);
    const city = await (await visitor.get('/galerie/kategorie/stadt')).text();
    return { status: place.status(), listed: city.includes(`/galerie/${slug}"`) };
  } finally {
    await owner.dispose();
    await visitor.dispose();
    await server?.stop();
    removeBuild(distDir);
  }
}

test.describe.configure({ mode: 'serial', timeout: 180_000 }); // two servers start, one after the other

test('a place taken offline stays offline after a restart: 404, and its category no longer lists it', async () => {
  expect(await afterUnpublishAndRestart(15)).toEqual({ status: 404, listed: false });
});

test('canary: without the workaround, Next.js 16.4.6 serves the pages from before the publish', async () => {
  expect(await afterUnpublishAndRestart(16, { NEXT_WORKAROUNDS: 'off' })).toEqual({
    status: 200,
    listed: true,
  });
});
