import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { compileHint } from '../scripts/compile-hints.mjs';
import { expect, test } from './fixtures';
import {
  clickLoadMap,
  loadMap,
  mapArea,
  mapsCalls,
  markersOnMap,
  recordGoogleRequests,
  serveFakeGoogleMaps,
  testKey,
} from './google-maps';
import { announcements, expectAnnounced, recordAnnouncements } from './keyboard';
import { layoutShifts } from './layout-shifts';
import { readThrough } from './read-through';
import { settled } from './settled';

const titles = places.map((place) => place.title).sort();
const infoWindow = (page: Page) => page.getByRole('dialog');

test.beforeEach(async ({ context }) => {
  await serveFakeGoogleMaps(context);
});

test.describe('before consent', () => {
  const pages = [
    '/',
    '/karte',
    '/karte?ort=grand-canyon',
    '/galerie',
    '/galerie/grand-canyon',
    '/kontakt',
    '/impressum',
    '/datenschutz',
  ];

  for (const path of pages) {
    test(`${path} makes no request to any Google host`, async ({ page }) => {
      const google = recordGoogleRequests(page);
      await page.goto(path);
      await page.mouse.wheel(0, 20_000);
      await settled(page);
      test.info().annotations.push({
        type: 'Google-Anfragen vor Zustimmung',
        description: `${path}: ${google.length}`,
      });
      expect(google).toEqual([]);
    });
  }

  test('/karte loads no map code until the visitor agrees', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      const ours = new URL(response.url()).hostname === '127.0.0.1';
      if (ours && response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/karte');
    await settled(page);
    const mapCode = (bodies: string[]) =>
      bodies.filter((body) => body.includes('maps.googleapis.com/maps/api/js'));
    expect(mapCode(await Promise.all(scripts))).toEqual([]);
    expect(await page.evaluate(() => 'google' in window)).toBe(false);

    await loadMap(page);
    const [loaded] = mapCode(await Promise.all(scripts));
    expect(loaded).toBeDefined();
    // Loaded on demand, it keeps V8's lazy compilation (scripts/compile-hints.mjs).
    expect(loaded!.startsWith(compileHint)).toBe(false);
  });

  test('the placeholder says what loading sends to Google and links to the privacy policy', async ({
    page,
  }) => {
    await page.goto('/karte');
    const area = mapArea(page);
    await expect(area.getByRole('heading', { name: 'Karte von Google Maps laden?' })).toBeVisible();
    await expect(area).toContainText('IP-Adresse');
    await expect(area.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz#google-maps',
    );
    await expect(area.getByRole('button', { name: 'Karte laden', exact: true })).toBeVisible();
    await expect(area.getByRole('button', { name: 'Google Maps immer laden' })).toBeVisible();
    // Nothing to show on a map yet: the list's map buttons are hidden.
    await expect(page.getByRole('button', { name: /^Auf der Karte zeigen/ })).toHaveCount(0);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test('"Karte laden" loads Google Maps in German with region US: roadmap, a marker per place, clusters, all in view', async ({
  page,
  context,
}) => {
  const google = recordGoogleRequests(page);
  await page.goto('/karte');
  const size = async () => {
    const { width, height } = (await mapArea(page).boundingBox())!;
    return { width, height };
  };
  const before = await size();
  await loadMap(page);

  const calls = (await mapsCalls(page))!;
  expect(calls.scriptUrls).toHaveLength(1);
  const url = new URL(calls.scriptUrls[0]!);
  test.info().annotations.push({ type: 'script URL of the stub', description: url.href });
  expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/js');
  expect(url.searchParams.get('language')).toBe('de');
  expect(url.searchParams.get('region')).toBe('US');
  expect(url.searchParams.get('key')).toBe(testKey);
  expect(url.searchParams.get('libraries')).toBe('marker');
  expect(url.searchParams.get('map_ids')).toBe('DEMO_MAP_ID');
  expect(url.searchParams.get('callback')).toBe('google.maps.__ib__');
  expect(google).toEqual([calls.scriptUrls[0]]);

  expect(calls.maps).toHaveLength(1);
  expect(calls.maps[0]).toMatchObject({ mapTypeId: 'roadmap', mapId: 'DEMO_MAP_ID' });
  const placeMarkers = calls.markers.filter((marker) => !marker.title.includes('Ziele'));
  expect(placeMarkers.map((marker) => marker.title).sort()).toEqual(titles);
  const grandCanyon = places.find((place) => place.slug === 'grand-canyon')!;
  expect(placeMarkers.find((marker) => marker.title === 'Grand Canyon')?.position).toEqual(
    grandCanyon.location,
  );
  expect(calls.fitBounds).toHaveLength(1);
  const lats = places.map((place) => place.location.lat);
  const lngs = places.map((place) => place.location.lng);
  expect(calls.fitBounds[0]!.bounds).toEqual({
    south: Math.min(...lats),
    north: Math.max(...lats),
    west: Math.min(...lngs),
    east: Math.max(...lngs),
  });
  await expect(
    page.getByRole('button', { name: /^\d+ Ziele – zum Vergrößern auswählen$/ }).first(),
  ).toBeVisible();

  // Same size as the placeholder, and "this once" stores nothing.
  expect(await size()).toEqual(before);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('karte-zustimmung');
});

test('a cluster zooms in, a marker opens its info window, the URL names the place', async ({
  page,
}) => {
  await page.goto('/karte');
  await loadMap(page);
  const clusters = page.getByRole('button', { name: /^\d+ Ziele – zum Vergrößern auswählen$/ });
  const count = await clusters.count();
  await clusters.first().click();
  expect((await mapsCalls(page))!.fitBounds).toHaveLength(2);
  await expect(clusters).not.toHaveCount(count);

  await page.getByRole('button', { name: 'Auf der Karte zeigen – Zion-Nationalpark' }).click();
  await expect(infoWindow(page)).toContainText('Zion-Nationalpark');
  await infoWindow(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(infoWindow(page)).toHaveCount(0);
  await expect(page).toHaveURL('/karte');

  await page.getByRole('button', { name: 'Zion-Nationalpark', exact: true }).click();
  const zion = places.find((place) => place.slug === 'zion')!;
  await expect(infoWindow(page).getByRole('heading', { name: 'Zion-Nationalpark' })).toBeVisible();
  await expect(infoWindow(page)).toContainText(zion.summary);
  await expect(
    infoWindow(page).getByRole('link', { name: 'Mehr über Zion-Nationalpark' }),
  ).toHaveAttribute('href', '/galerie/zion');
  await expect(page).toHaveURL('/karte?ort=zion');
});

test('a shared link /karte?ort=<slug> centres the place and opens its info window', async ({
  page,
}) => {
  await page.goto('/karte?ort=grand-canyon');
  await loadMap(page);
  await expect(infoWindow(page).getByRole('heading', { name: 'Grand Canyon' })).toBeVisible();
  const map = (await page.locator('[data-maps-stub]').boundingBox())!;
  const marker = (await page
    .getByRole('button', { name: 'Grand Canyon', exact: true })
    .boundingBox())!;
  // The marker's tip (bottom centre) sits in the middle of the map.
  expect(Math.abs(marker.x + marker.width / 2 - (map.x + map.width / 2))).toBeLessThan(2);
  expect(Math.abs(marker.y + marker.height - (map.y + map.height / 2))).toBeLessThan(2);
  expect((await mapsCalls(page))!.infoWindowOpens.at(-1)).toMatchObject({
    header: 'Grand Canyon',
    position: places.find((place) => place.slug === 'grand-canyon')!.location,
    shouldFocus: false,
  });
});

test('a list entry shows its place on the loaded map and moves the focus there', async ({
  page,
}) => {
  await page.goto('/karte');
  await loadMap(page);
  const list = page.getByRole('region', { name: /^Alle \d+ Ziele als Liste$/ });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(
    titles.slice().sort((a, b) => a.localeCompare(b, 'de')),
  );
  await list.getByRole('button', { name: 'Auf der Karte zeigen – Boston' }).click();
  await expect(infoWindow(page).getByRole('heading', { name: 'Boston' })).toBeVisible();
  await expect(infoWindow(page).getByRole('button', { name: 'Schließen' })).toBeFocused();
  await expect(page).toHaveURL('/karte?ort=boston');
  await expect(page.getByRole('button', { name: 'Boston', exact: true })).toBeInViewport();
});

test('"Google Maps immer laden" is remembered in a cookie and can be withdrawn on /datenschutz', async ({
  page,
  context,
}) => {
  await page.goto('/karte');
  await loadMap(page, 'Google Maps immer laden');
  const cookie = (await context.cookies()).find((c) => c.name === 'karte-zustimmung');
  expect(cookie).toMatchObject({ value: 'ja', path: '/', sameSite: 'Lax', httpOnly: false });
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // Next visit: the map loads without asking.
  await page.reload();
  await expect(markersOnMap(page).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Karte laden', exact: true })).toHaveCount(0);

  await page.goto('/datenschutz');
  const section = page.locator('#google-maps');
  await expect(section.getByText(/Sie haben gewählt, Google Maps immer zu laden/)).toBeVisible();
  await section.getByRole('button', { name: 'Einwilligung widerrufen' }).click();
  await expect(section.getByRole('status')).toHaveText(/Ihre Einwilligung ist widerrufen/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain('karte-zustimmung');

  const google = recordGoogleRequests(page);
  await page.goto('/karte');
  await expect(
    mapArea(page).getByRole('button', { name: 'Karte laden', exact: true }),
  ).toBeVisible();
  await settled(page);
  expect(google).toEqual([]);
});

test('with no stored choice, the withdrawal control says so', async ({ page }) => {
  await page.goto('/datenschutz');
  const section = page.locator('#google-maps');
  await expect(section.getByText(/Es ist keine Einwilligung gespeichert/)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Einwilligung widerrufen' })).toBeDisabled();
});

test('a remembered choice loads the map without any layout shift', async ({ page, context }) => {
  await context.addCookies([{ name: 'karte-zustimmung', value: 'ja', url: 'http://127.0.0.1' }]);
  await page.goto('/karte');
  await expect(markersOnMap(page).first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
});

// The list's entries are laid out only near the screen (content-visibility, PlaceList.module.css):
// those that come into view take their height before they are shown.
for (const width of [390, 1440]) {
  test(`read down to its end at ${width} px, the list moves nothing on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/karte');
    await settled(page);
    expect(await readThrough(page, 0.5), 'read to the end').toBe(true);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

test.describe('when the script fails to load', () => {
  test.use({
    // Chromium's network error and the loader's retries (it tries four times before giving up).
    expectedConsoleErrors: [/Failed to load (resource|Google Maps script)/],
  });

  /** Opens the map page with Google's script unreachable and gives consent. */
  const loadWithGoogleUnreachable = async (page: Page) => {
    await page.route('https://maps.googleapis.com/**', (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/karte');
    await clickLoadMap(page);
  };

  test('a German message and "Erneut versuchen" that loads the map once Google is reachable', async ({
    page,
  }) => {
    await loadWithGoogleUnreachable(page);
    const alert = mapArea(page).getByRole('alert');
    await expect(alert).toContainText('Die Karte konnte nicht geladen werden');
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(places.length);

    await page.unroute('https://maps.googleapis.com/**');
    await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(markersOnMap(page).first()).toBeVisible();
    await expect(mapArea(page).getByRole('alert')).toHaveCount(0);
  });

  for (const width of [390, 1440]) {
    test(`at ${width} px the drawn map stands beside the message again, every place a link`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await loadWithGoogleUnreachable(page);
      const alert = mapArea(page).getByRole('alert');
      await expect(alert).toContainText('Die Karte konnte nicht geladen werden');
      await expect(alert).toContainText(
        'Die Ziele finden Sie weiterhin auf der Übersichtskarte und in der Liste.',
      );
      const drawing = mapArea(page).getByRole('group', { name: /^Übersichtskarte/ });
      await expect(drawing.getByRole('link')).toHaveCount(places.length);
      const area = (await mapArea(page).boundingBox())!;
      const message = (await alert.boundingBox())!;
      const drawn = (await drawing.boundingBox())!;
      // Both inside the area, side by side on a desktop, the drawing above on a phone.
      for (const part of [message, drawn]) {
        expect(part.y).toBeGreaterThanOrEqual(area.y);
        expect(part.y + part.height).toBeLessThanOrEqual(area.y + area.height + 1);
      }
      if (width > 1024) expect(drawn.x).toBeGreaterThanOrEqual(message.x + message.width);
      else expect(drawn.y + drawn.height).toBeLessThanOrEqual(message.y);
      expect(drawn.height).toBeGreaterThan(200);
    });
  }

  test('"Erneut versuchen" by keyboard keeps the focus in the map area, also when it fails again', async ({
    page,
  }) => {
    await loadWithGoogleUnreachable(page);
    const retry = mapArea(page)
      .getByRole('alert')
      .getByRole('button', { name: 'Erneut versuchen' });
    const focusInMapArea = () =>
      mapArea(page).evaluate((area) => area.contains(document.activeElement));
    await retry.focus();
    await page.keyboard.press('Enter');
    expect(await focusInMapArea()).toBe(true);
    await expect(retry).toBeVisible();
    expect(await focusInMapArea()).toBe(true);

    await page.unroute('https://maps.googleapis.com/**');
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(markersOnMap(page).first()).toBeVisible();
    expect(await focusInMapArea()).toBe(true);
  });
});

test('a rejected key (gm_authFailure) shows a German message instead of a broken map', async ({
  page,
}) => {
  await page.goto('/karte');
  await loadMap(page);
  await page.evaluate(() => (window as unknown as { gm_authFailure: () => void }).gm_authFailure());
  await expect(mapArea(page).getByRole('alert')).toContainText('Die Karte ist nicht verfügbar');
  await expect(page.locator('[data-maps-stub]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^In Google Maps öffnen/ })).toHaveCount(
    places.length,
  );
});

test('the start page previews the map without a map service and leads to /karte', async ({
  page,
}) => {
  await page.goto('/');
  const teaser = page.getByRole('region', { name: 'Alle Ziele auf der Karte' });
  await expect(teaser.locator('svg circle')).toHaveCount(places.length);
  await teaser.getByRole('link', { name: 'Karte öffnen' }).click();
  await expect(page).toHaveURL('/karte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karte');
});

test('a shared link (?ort=) marks its place in the list before any consent', async ({ page }) => {
  await page.goto('/karte?ort=boston');
  await settled(page);
  const item = (title: string) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: title }) });
  await expect(item('Boston')).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('li[aria-current]')).toHaveCount(1);
  const look = (title: string) =>
    item(title).evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.backgroundColor} ${style.outlineStyle} ${style.borderLeftColor}`;
    });
  expect(await look('Boston')).not.toBe(await look('Chicago'));
  await expect(
    mapArea(page).getByRole('button', { name: 'Karte laden', exact: true }),
  ).toBeVisible();
});

test('loading the map is announced once, and so is the loaded map', async ({ page }) => {
  await recordAnnouncements(page);
  await page.goto('/karte');
  await settled(page);
  await loadMap(page);
  await expectAnnounced(page, 'Karte wird geladen …', 1);
  await expectAnnounced(page, /^Karte geladen/, 1);
});

test('the privacy page announces nothing by itself, and a withdrawal control with nothing to withdraw takes no focus', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await page.goto('/datenschutz');
  await settled(page);
  const section = page.locator('#google-maps');
  await expect(section.getByText(/Es ist keine Einwilligung gespeichert/)).toBeVisible();
  expect(await announcements(page)).toEqual([]);
  const withdraw = section.getByRole('button', { name: 'Einwilligung widerrufen' });
  await withdraw.focus();
  await expect(withdraw).not.toBeFocused();
});
