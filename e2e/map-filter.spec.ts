import type { Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { loadMap, mapsCalls, serveFakeGoogleMaps } from './google-maps';
import { expectAnnounced, recordAnnouncements } from './keyboard';
import { byTitle, titlesOf } from './place-titles';
import { settled } from './settled';

/**
 * The map's category filter (docs/features.md#the-map-karte): one row of chips that filters the
 * list and, once the map is loaded, its markers; plain links to /karte/kategorie/<slug>.
 */
const chips = (page: Page) =>
  page.getByRole('navigation', { name: 'Ziele nach Kategorie filtern' });
const list = (page: Page) => page.getByRole('region', { name: /als Liste$/ });
/** The place a shared link names, on the map page's drawn map. */
const markedOnDrawnMap = (page: Page) =>
  page.getByRole('group', { name: /^Übersichtskarte/ }).locator('a[aria-current="true"]');
const listTitles = (page: Page) => list(page).getByRole('heading', { level: 3 });
const boundsOf = (category: string) => {
  const shown = places.filter((place) => place.category === category);
  const lats = shown.map((place) => place.location.lat);
  const lngs = shown.map((place) => place.location.lng);
  return {
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  };
};
/** The place markers drawn since the call `since` (the stand-in records every marker made). */
const placeMarkersSince = async (page: Page, since: number) =>
  (await mapsCalls(page))!.markers
    .slice(since)
    .map((marker) => marker.title)
    .filter((title) => !title.includes('Ziele'))
    .sort(byTitle);

test.beforeEach(async ({ context }) => {
  await serveFakeGoogleMaps(context);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are links to prerendered pages that list only their category', async ({
    page,
  }) => {
    await page.goto('/karte');
    await expect(chips(page).getByRole('link', { name: /^Alle/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(listTitles(page)).toHaveText(titlesOf());
    await chips(page)
      .getByRole('link', { name: /^Natur/ })
      .click();
    await expect(page).toHaveURL('/karte/kategorie/natur');
    await expect(page).toHaveTitle('Natur – Karte – USA-Reiseführer');
    await expect(list(page)).toHaveAccessibleName('8 Ziele der Kategorie „Natur“ als Liste');
    await expect(listTitles(page)).toHaveText(titlesOf('natur'));
    await expect(chips(page).getByRole('link', { name: /^Natur/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('status').first()).toHaveText('8 Ziele in der Kategorie „Natur“');
  });
});

test('a prerendered category page keeps the map’s policy: hashed scripts and Google’s hosts', async ({
  request,
}) => {
  const response = await request.get('/karte/kategorie/kueste');
  expect(response.status()).toBe(200);
  const policy = response.headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'sha256-[^;]*https:\/\/\*\.googleapis\.com/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).not.toMatch(/nonce-/);
  expect((await request.get('/karte/kategorie/gibt-es-nicht')).status()).toBe(404);
});

test('before consent a chip filters the list client-side, keeps its focus and announces the count', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await page.goto('/karte');
  await settled(page);
  const nature = chips(page).getByRole('link', { name: /^Natur/ });
  await nature.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/karte/kategorie/natur');
  await expect(listTitles(page)).toHaveText(titlesOf('natur'));
  await expect(nature).toBeFocused();
  await expect(nature).toHaveAttribute('aria-current', 'page');
  await expectAnnounced(page, '8 Ziele in der Kategorie „Natur“');
  // Still before consent: the placeholder stays.
  await expect(page.getByRole('button', { name: 'Karte laden', exact: true })).toBeVisible();
  await loadMap(page);
  expect(await placeMarkersSince(page, 0)).toEqual(titlesOf('natur'));
  expect((await mapsCalls(page))!.fitBounds.at(-1)!.bounds).toEqual(boundsOf('natur'));
});

test('on the loaded map the chips change the markers, and the map stays loaded', async ({
  page,
}) => {
  await page.goto('/karte');
  await loadMap(page);
  const before = (await mapsCalls(page))!.markers.length;
  await chips(page)
    .getByRole('link', { name: /^Städte/ })
    .click();
  await expect(page).toHaveURL('/karte/kategorie/stadt');
  await expect(listTitles(page)).toHaveText(titlesOf('stadt'));
  await expect
    .poll(() => mapsCalls(page).then((calls) => calls!.fitBounds.at(-1)!.bounds))
    .toEqual(boundsOf('stadt'));
  expect(await placeMarkersSince(page, before)).toEqual(titlesOf('stadt'));
  const calls = (await mapsCalls(page))!;
  expect(calls.maps).toHaveLength(1);
  expect(calls.scriptUrls).toHaveLength(1);
  // The list's buttons show the category's places on the same map.
  await list(page).getByRole('button', { name: 'Auf der Karte zeigen – Boston' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Boston' })).toBeVisible();
  await expect(page).toHaveURL('/karte/kategorie/stadt?ort=boston');

  const all = (await mapsCalls(page))!.markers.length;
  await chips(page).getByRole('link', { name: /^Alle/ }).click();
  await expect(page).toHaveURL('/karte');
  await expect(listTitles(page)).toHaveText(titlesOf());
  await expect.poll(async () => (await placeMarkersSince(page, all)).length).toBe(places.length);
  expect((await mapsCalls(page))!.maps).toHaveLength(1);
});

test('/karte?ort=<slug> marks the place on the drawn map and in the list before consent; the map centres it after', async ({
  page,
}) => {
  await page.goto('/karte?ort=zion');
  const entry = list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Zion-Nationalpark' }) });
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(markedOnDrawnMap(page)).toHaveAccessibleName('Zion-Nationalpark');
  await expect(markedOnDrawnMap(page)).toBeInViewport();
  await page.getByRole('button', { name: 'Karte laden', exact: true }).scrollIntoViewIfNeeded();
  await loadMap(page);
  const zion = places.find((place) => place.slug === 'zion')!;
  await expect
    .poll(() => mapsCalls(page).then((calls) => calls!.infoWindowOpens.at(-1)?.position))
    .toEqual(zion.location);
});

test('a place page’s "Auf der Karte zeigen" leads to the place marked on the map page', async ({
  page,
}) => {
  await page.goto('/galerie/zion');
  await page.getByRole('link', { name: 'Auf der Karte zeigen' }).click();
  await expect(page).toHaveURL('/karte?ort=zion');
  await expect(markedOnDrawnMap(page)).toHaveAccessibleName('Zion-Nationalpark');
  await expect(markedOnDrawnMap(page)).toBeInViewport();
  const entry = page.locator('li[aria-current="true"]');
  await expect(entry.getByRole('heading', { level: 3 })).toHaveText('Zion-Nationalpark');
});
