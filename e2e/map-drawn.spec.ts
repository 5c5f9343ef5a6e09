import type { Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { loadMap, mapArea, recordGoogleRequests, serveFakeGoogleMaps } from './google-maps';
import { focusOutlineWidth, tabTo } from './keyboard';
import { byTitle, titlesOf } from './place-titles';
import { settled } from './settled';

/**
 * The map page's own drawn map (docs/features.md#the-map-karte): every place a named link before
 * any consent, the place of a shared link marked on the first screen, filtered by the chips,
 * replaced by Google's map after consent; and the small map of a place's page.
 */
const drawnMap = (page: Page) => mapArea(page).getByRole('group', { name: /^Übersichtskarte/ });
const markers = (page: Page) => drawnMap(page).getByRole('link');
const markerNames = (page: Page) =>
  markers(page).evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')!));

test.beforeEach(async ({ context }) => {
  await serveFakeGoogleMaps(context);
});

test('before consent /karte draws every place as a named link, requesting nothing from Google', async ({
  page,
}) => {
  const google = recordGoogleRequests(page);
  await page.goto('/karte');
  await expect(drawnMap(page)).toHaveAccessibleName(
    `Übersichtskarte der USA mit ${places.length} Zielen`,
  );
  await expect(markers(page)).toHaveCount(places.length);
  expect((await markerNames(page)).sort(byTitle)).toEqual(titlesOf());
  for (const { slug, title } of places)
    await expect(drawnMap(page).getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `/galerie/${slug}`,
    );
  // The offer to load Google's map is still there, and comes first for the keyboard.
  await expect(
    mapArea(page).getByRole('button', { name: 'Karte laden', exact: true }),
  ).toBeVisible();
  await page.mouse.wheel(0, 20_000);
  await settled(page);
  expect(google).toEqual([]);
});

test('a marker is reached by keyboard after "Karte laden", shows its name and leads to its page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/karte');
  await settled(page);
  const load = mapArea(page).getByRole('button', { name: 'Google Maps immer laden' });
  await tabTo(page, load);
  await page.keyboard.press('Tab');
  const first = markers(page).first();
  await expect(first).toBeFocused();
  const name = (await first.getAttribute('aria-label'))!;
  // Its name appears beside the focused dot, and the dot has a focus outline.
  await expect(drawnMap(page).locator('..').getByText(name, { exact: true })).toBeVisible();
  expect(await focusOutlineWidth(page)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('on a phone each dot can be tapped in a 24 px circle where its neighbours leave the room', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/karte');
  const targets = await markers(page).evaluateAll((links) =>
    links.map((link) => {
      const { x, y, width, height } = link.getBoundingClientRect();
      return { name: link.getAttribute('aria-label'), x: x + width / 2, y: y + height / 2, width };
    }),
  );
  expect(targets).toHaveLength(places.length);
  const small: string[] = [];
  for (const target of targets) {
    const nearest = Math.min(
      ...targets
        .filter((other) => other !== target)
        .map((other) => Math.hypot(other.x - target.x, other.y - target.y)),
    );
    if (target.width < Math.min(24, nearest) - 1)
      small.push(`${target.name}: ${target.width.toFixed(0)} px, nearest ${nearest.toFixed(0)} px`);
    // A tap just beside the dot, inside its room, lands on it; also where two places lie 2 px
    // apart at this size (New York City and the Statue of Liberty): their dots are moved apart.
    const beside = Math.min(10, nearest / 2 - 1);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('aria-label'),
      { x: target.x + beside, y: target.y },
    );
    if (hit !== target.name)
      small.push(`${target.name}: a tap ${beside.toFixed(0)} px right hit ${hit}`);
  }
  expect(small).toEqual([]);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`/karte?ort=zion marks and names Zion on the first screen at ${viewport.width} × ${viewport.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/karte?ort=zion');
    const marker = drawnMap(page).getByRole('link', { name: 'Zion-Nationalpark', exact: true });
    await expect(marker).toHaveAttribute('aria-current', 'true');
    await expect(drawnMap(page).locator('[aria-current]')).toHaveCount(1);
    const label = drawnMap(page).locator('..').getByText('Zion-Nationalpark', { exact: true });
    await expect(label).toBeInViewport({ ratio: 1 });
    await expect(marker).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The list marks it too, further down.
    await expect(page.locator('li[aria-current="true"]').getByRole('heading')).toHaveText(
      'Zion-Nationalpark',
    );
  });
}

test('the category chips filter the markers', async ({ page }) => {
  await page.goto('/karte');
  await settled(page);
  await page
    .getByRole('navigation', { name: 'Ziele nach Kategorie filtern' })
    .getByRole('link', { name: /^Natur/ })
    .click();
  await expect(page).toHaveURL('/karte/kategorie/natur');
  await expect(drawnMap(page)).toHaveAccessibleName(
    `Übersichtskarte der USA mit ${titlesOf('natur').length} Zielen`,
  );
  expect((await markerNames(page)).sort(byTitle)).toEqual(titlesOf('natur'));
  await page
    .getByRole('navigation', { name: 'Ziele nach Kategorie filtern' })
    .getByRole('link', { name: /^Alle/ })
    .click();
  await expect(markers(page)).toHaveCount(places.length);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category’s prerendered page draws only its places', async ({ page }) => {
    await page.goto('/karte/kategorie/stadt');
    expect((await markerNames(page)).sort(byTitle)).toEqual(titlesOf('stadt'));
  });
});

test('after consent Google’s map takes the place of the drawn map', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/karte');
  const drawn = (await drawnMap(page).boundingBox())!;
  await loadMap(page);
  await expect(drawnMap(page)).toHaveCount(0);
  const google = (await page.locator('[data-maps-stub]').boundingBox())!;
  expect(google.x).toBeLessThanOrEqual(drawn.x);
  expect(google.y).toBeLessThanOrEqual(drawn.y);
  expect(google.x + google.width).toBeGreaterThanOrEqual(drawn.x + drawn.width);
  expect(google.y + google.height).toBeGreaterThanOrEqual(drawn.y + drawn.height);
});

test('a place page draws the place and its nearest places, each of them a link', async ({
  page,
}) => {
  await page.goto('/galerie/grand-canyon');
  const map = page
    .getByRole('region', { name: 'In der Nähe' })
    .getByRole('group', { name: 'Karte: Grand Canyon und die Ziele in der Nähe' });
  await expect(map).toBeVisible();
  await expect(map.getByText('Grand Canyon', { exact: true })).toBeVisible();
  await expect(map.getByRole('link')).toHaveText(['Zion-Nationalpark', 'Las Vegas', 'Mesa Verde']);
  await expect(map.getByRole('link', { name: 'Mesa Verde' })).toHaveAttribute(
    'href',
    '/galerie/mesa-verde',
  );
  await map.getByRole('link', { name: 'Zion-Nationalpark' }).click();
  await expect(page).toHaveURL('/galerie/zion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zion-Nationalpark');
});

test('on the Statue of Liberty’s page, New York City (9 km away) has a dot beside the place’s, not under it', async ({
  page,
}) => {
  await page.goto('/galerie/freiheitsstatue');
  const map = page.getByRole('group', {
    name: 'Karte: Freiheitsstatue und die Ziele in der Nähe',
  });
  const circle = (locator: typeof map) =>
    locator.locator('circle').evaluate((dot) => {
      const { x, y, width } = dot.getBoundingClientRect();
      return { x: x + width / 2, y: y + width / 2, r: width / 2 };
    });
  const place = await circle(map.locator('g').filter({ hasText: 'Freiheitsstatue' }));
  const city = await circle(map.getByRole('link', { name: 'New York City' }));
  expect(Math.hypot(city.x - place.x, city.y - place.y)).toBeGreaterThanOrEqual(place.r + city.r);
});
