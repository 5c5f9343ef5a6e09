import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, placeWithSlug, withBackendServer } from './backend-server';
import { securityHeaders } from '../lib/http/headers.mjs';

// A place's address: filled from its title, and kept alive when she changes it (lib/cms/redirects.ts).
const origin = withBackendServer(30);

/** How a path answers now, without following a redirect. */
const answer = (request: APIRequestContext, path: string) => async () => {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers()['location'] };
};

/** The addresses of places the sitemap lists now. */
const sitemapPlaces = (request: APIRequestContext) => async () =>
  [...(await (await request.get('/sitemap.xml')).text()).matchAll(/\/galerie\/(zion[a-z-]*)</g)]
    .map(([, slug]) => slug)
    .sort();

/** Changes a place's fields through the backend's API, as the owner (logged in). */
async function patchPlace(request: APIRequestContext, id: number, data: Record<string, unknown>) {
  return request.patch(`/api/places/${id}`, { headers: { origin }, data });
}

test('typing a title fills the address, which shows in full and stays hers once she edits it', async ({
  page,
}) => {
  test.setTimeout(60_000); // typing key by key into the backend's form, on a busy machine
  await logIn(page);
  await page.goto('/verwaltung/collections/places/create');
  const title = page.getByRole('textbox', { name: 'Titel *' });
  const address = page.getByRole('textbox', { name: 'Adresse der Seite (URL) *' });
  // Payload enables the form once its state has loaded (slow on a fresh server, a busy machine).
  await expect(title).toBeEditable({ timeout: 20_000 });
  await title.pressSequentially('Große Ölquellen am Fluss');
  await expect(address).toHaveValue('grosse-oelquellen-am-fluss');
  await expect(
    page.getByText(`Ganze Adresse: ${origin}/galerie/grosse-oelquellen-am-fluss`),
  ).toBeVisible();

  await address.fill('oelquellen');
  await title.press('End');
  await title.pressSequentially(' in Texas');
  await expect(address).toHaveValue('oelquellen');
  await expect(page.getByText(`Ganze Adresse: ${origin}/galerie/oelquellen`)).toBeVisible();
  // Emptied, it follows the title again.
  await address.fill('');
  await title.press('End');
  await title.pressSequentially('!');
  await expect(address).toHaveValue('grosse-oelquellen-am-fluss-in-texas');
});

test('a place sent without an address gets one from its title; a state outside the list is refused in German', async ({
  page,
}) => {
  await logIn(page);
  const { id, category, summary, description, location, image } = await placeWithSlug(
    page.request,
    'grand-canyon',
  );
  const grandCanyon = { category, summary, description, location, image, state: 'Arizona' };
  const created = await page.request.post('/api/places', {
    headers: { origin },
    data: { ...grandCanyon, title: 'Schlucht am Grünen Fluß', _status: 'published' },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).doc.slug).toBe('schlucht-am-gruenen-fluss');

  for (const [state, message] of [
    ['California', '„California“ ist kein Bundesstaat der Liste: gemeint ist wohl „Kalifornien“'],
    [
      'Bayern',
      '„Bayern“ ist kein Bundesstaat der Liste (die 50 Bundesstaaten und Washington, D.C.)',
    ],
  ]) {
    const refused = await patchPlace(page.request, id, { state });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain(message);
    const refusedNew = await page.request.post('/api/places', {
      headers: { origin },
      data: { ...grandCanyon, title: 'Noch ein Ort', state, _status: 'published' },
    });
    expect(refusedNew.status()).toBe(400);
    expect(JSON.stringify(await refusedNew.json())).toContain(message);
  }
  expect((await patchPlace(page.request, id, { state: 'Arizona' })).status()).toBe(200);

  // In the backend, Bundesstaat is a choice of the list.
  await page.goto(`/verwaltung/collections/places/${id}`);
  const state = page.locator('#field-state');
  await expect(state).toContainText('Arizona');
  await state.click();
  await expect(page.getByRole('option', { name: 'Kalifornien' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Washington, D.C.' })).toBeVisible();
});

test('a published place’s old addresses lead to its new one (308, stamped): no chain, no loop, only the new one in the sitemap; deleted, they are gone', async ({
  page,
}) => {
  test.setTimeout(120_000); // five renames and a deletion, each waited for as a visitor sees it
  await logIn(page);
  const { id, title } = await placeWithSlug(page.request, 'zion');

  expect((await patchPlace(page.request, id, { slug: 'zion-nationalpark' })).status()).toBe(200);
  await expect
    .poll(answer(page.request, '/galerie/zion'), { timeout: 10_000 })
    .toEqual({ status: 308, location: '/galerie/zion-nationalpark' });
  const moved = await page.request.get('/galerie/zion', { maxRedirects: 0 });
  expect(moved.headers()['set-cookie']).toContain('spamshield=true');
  // The redirect carries the site's security headers, each with its value (lib/http/headers.mjs).
  for (const { key, value } of securityHeaders({ https: false })) {
    expect(moved.headers()[key.toLowerCase()], key).toBe(value);
  }
  await expect
    .poll(sitemapPlaces(page.request), { timeout: 10_000 })
    .toEqual(['zion-nationalpark']);
  // A visitor following the old link lands on the place's page.
  await page.goto('/galerie/zion');
  await expect(page).toHaveURL('/galerie/zion-nationalpark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

  // Renamed again: every old address leads straight to the newest, none through another.
  expect((await patchPlace(page.request, id, { slug: 'zion-canyon' })).status()).toBe(200);
  for (const old of ['/galerie/zion', '/galerie/zion-nationalpark']) {
    await expect
      .poll(answer(page.request, old), { timeout: 10_000 })
      .toEqual({ status: 308, location: '/galerie/zion-canyon' });
  }
  await expect.poll(sitemapPlaces(page.request), { timeout: 10_000 }).toEqual(['zion-canyon']);

  // The owner sees them among the redirects, in German.
  await page.goto('/verwaltung/collections/redirects');
  await expect(page.getByRole('heading', { name: 'Weiterleitungen', level: 1 })).toBeVisible();
  const list = page.getByRole('table');
  await expect(list.getByRole('link', { name: 'zion', exact: true })).toBeVisible();
  await expect(list.getByRole('link', { name: 'zion-nationalpark' })).toBeVisible();

  // Renamed back: the address is the place's own again, the others lead to it; no loop.
  expect((await patchPlace(page.request, id, { slug: 'zion' })).status()).toBe(200);
  await expect
    .poll(answer(page.request, '/galerie/zion'), { timeout: 10_000 })
    .toEqual({ status: 200, location: undefined });
  for (const old of ['/galerie/zion-nationalpark', '/galerie/zion-canyon']) {
    await expect
      .poll(answer(page.request, old), { timeout: 10_000 })
      .toEqual({ status: 308, location: '/galerie/zion' });
  }
  await expect.poll(sitemapPlaces(page.request), { timeout: 10_000 }).toEqual(['zion']);

  // From the grid, the place opens in the overlay under its address.
  expect((await patchPlace(page.request, id, { slug: 'zion-nationalpark' })).status()).toBe(200);
  await expect
    .poll(answer(page.request, '/galerie/zion'), { timeout: 10_000 })
    .toEqual({ status: 308, location: '/galerie/zion-nationalpark' });
  await page.goto('/galerie/bundesstaat/utah');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL('/galerie/zion-nationalpark');
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();

  // Deleted: none of its addresses leads anywhere.
  expect((await page.request.delete(`/api/places/${id}`, { headers: { origin } })).status()).toBe(
    200,
  );
  for (const old of ['/galerie/zion', '/galerie/zion-canyon', '/galerie/zion-nationalpark']) {
    await expect
      .poll(async () => (await answer(page.request, old)()).status, { timeout: 10_000 })
      .toBe(404);
  }
  await page.goto('/verwaltung/collections/redirects');
  await expect(page.getByText('Keine Ergebnisse gefunden.')).toBeVisible();
});
