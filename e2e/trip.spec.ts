import type { BrowserContext, Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import {
  clickLoadMap,
  mapArea,
  mapsCalls,
  markersOnMap,
  recordGoogleRequests,
  serveFakeGoogleMaps,
  testKey,
} from './google-maps';
import { expectAnnounced, recordAnnouncements } from './keyboard';
import { layoutShifts } from './layout-shifts';
import { settled } from './settled';

/**
 * The trip plan (docs/features.md#the-trip-plan-merkliste): places added from a place's page, a
 * gallery tile and the map's list, with JavaScript (kept in the browser) and without (in the
 * address); the plan with its legs and total, its order changed by keyboard, shared, printed;
 * unknown places reported; nothing requested from Google, no cookie but spamshield; after consent
 * (the map page's, the same cookie) the plan on Google's map, answered by the Maps stand-in.
 */
const plan = (page: Page) => page.getByRole('region', { name: 'Reihenfolge' });
const stops = (page: Page) => plan(page).getByRole('listitem');
/** The plan's places, in its order (retried until they match). */
const expectStops = (page: Page, titles: string[]) =>
  expect(stops(page).getByRole('heading', { level: 3 })).toHaveText(titles);
const header = (page: Page) => page.getByRole('banner');
/** The names of the browser's cookies, each once (spamshield has no Path: one per folder). */
const cookieNames = async (context: BrowserContext) => [
  ...new Set((await context.cookies()).map(({ name }) => name)),
];

test.describe('with JavaScript', () => {
  test('three places from a place page, a tile and the map list, then the plan', async ({
    page,
    context,
  }) => {
    const google = recordGoogleRequests(page);
    await recordAnnouncements(page);

    await page.goto('/galerie/zion');
    await settled(page);
    const onPage = page.getByRole('main').getByRole('button', { name: 'Auf die Merkliste – Zion' });
    await onPage.click();
    await expect(page).toHaveURL('/galerie/zion');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Von der Merkliste – Zion-Nationalpark' }),
    ).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Merkliste, 1 Ziel' })).toBeVisible();
    await expectAnnounced(page, 'Zion-Nationalpark steht auf der Merkliste (1 Ziel).');

    await page.goto('/galerie');
    await settled(page);
    await page
      .locator('[data-masonry]')
      .getByRole('button', { name: 'Auf die Merkliste – Grand Canyon' })
      .click();
    await expect(page).toHaveURL('/galerie');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Merkliste, 2 Ziele' })).toBeVisible();

    await page.goto('/karte');
    await settled(page);
    await page.getByRole('button', { name: 'Auf die Merkliste – Las Vegas' }).click();
    await expect(header(page).getByRole('link', { name: 'Merkliste, 3 Ziele' })).toBeVisible();

    const toPlan = header(page).getByRole('link', { name: 'Merkliste, 3 Ziele' });
    await expect(toPlan).toHaveAttribute('href', '/merkliste?orte=zion,grand-canyon,las-vegas');
    await toPlan.click();
    await page.waitForURL('/merkliste?orte=zion,grand-canyon,las-vegas');
    await expectStops(page, ['Zion-Nationalpark', 'Grand Canyon', 'Las Vegas']);
    // Zion – Grand Canyon about 150 km, Grand Canyon – Las Vegas about 270 km as the crow flies.
    await expect(stops(page).nth(0)).toContainText('ca. 150 km Luftlinie bis Grand Canyon');
    await expect(stops(page).nth(1)).toContainText('ca. 270 km Luftlinie bis Las Vegas');
    await expect(plan(page)).toContainText('Gesamt: ca. 420 km Luftlinie');
    await expect(page.getByRole('img', { name: /Karte der Merkliste: 3 Ziele/ })).toBeVisible();
    const directions = page.getByRole('link', { name: /^Route in Google Maps öffnen/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    const route = new URL((await directions.getAttribute('href'))!);
    expect(route.origin + route.pathname).toBe('https://www.google.com/maps/dir/');
    expect(route.searchParams.get('waypoints')).toBe('36.0544,-112.1401');

    // Taken out on the plan: also off the list in this browser.
    await stops(page).nth(1).getByRole('link', { name: 'Entfernen – Grand Canyon' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion,las-vegas');
    await expect(header(page).getByRole('link', { name: 'Merkliste, 2 Ziele' })).toBeVisible();
    await expectAnnounced(page, 'Grand Canyon ist nicht mehr auf der Merkliste (2 Ziele).');

    await settled(page);
    expect(google).toEqual([]);
    expect(await cookieNames(context)).toEqual(['spamshield']);
    expect(await page.evaluate(() => localStorage.getItem('merkliste'))).toBe('zion,las-vegas');
  });

  // The number is known only in the browser: it appears after the page has been painted.
  test('with places on the list, pages load without a layout shift, the number on the bookmark', async ({
    page,
  }) => {
    const listed = places.slice(0, 12).map(({ slug }) => slug);
    await page.addInitScript((list) => localStorage.setItem('merkliste', list), listed.join(','));
    for (const width of [320, 390, 600, 960, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/impressum');
      const bookmark = header(page).getByRole('link', { name: 'Merkliste, 12 Ziele' });
      await expect(bookmark).toBeVisible();
      await settled(page);
      expect(await layoutShifts(page), `${width} px`).toEqual([]);
      const link = (await bookmark.boundingBox())!;
      const count = (await bookmark.getByText('12', { exact: true }).boundingBox())!;
      expect(count.x + count.width, `${width} px`).toBeLessThanOrEqual(link.x + link.width);
      expect(count.y, `${width} px`).toBeGreaterThanOrEqual(link.y);
    }
  });

  test('the order changes by keyboard, the focus stays on the moved place', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/merkliste?orte=zion,grand-canyon,las-vegas');
    await settled(page);
    const down = page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/merkliste?orte=grand-canyon,zion,las-vegas');
    await expectStops(page, ['Grand Canyon', 'Zion-Nationalpark', 'Las Vegas']);
    await expect(page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' })).toBeFocused();
    await expectAnnounced(page, 'Zion-Nationalpark ist jetzt Station 2 von 3.');
    await page.keyboard.press('Enter');
    await expectStops(page, ['Grand Canyon', 'Las Vegas', 'Zion-Nationalpark']);
    // The last place has no "down": the focus goes to its "up".
    await expect(page.getByRole('link', { name: 'Nach oben – Zion-Nationalpark' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('merkliste'))).toBe(
      'grand-canyon,las-vegas,zion',
    );
  });

  test('the plain /merkliste shows the stored list, and a shorter order is offered', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('merkliste', 'seattle,las-vegas,big-sur'));
    await recordAnnouncements(page);
    await page.goto('/merkliste');
    await expect(page).toHaveURL('/merkliste?orte=seattle,las-vegas,big-sur');
    await expectStops(page, ['Seattle', 'Las Vegas', 'Big Sur']);
    await page.getByRole('link', { name: 'Kürzere Reihenfolge übernehmen' }).press('Enter');
    await expect(page).toHaveURL('/merkliste?orte=seattle,big-sur,las-vegas');
    await expect(page.getByRole('link', { name: 'Kürzere Reihenfolge übernehmen' })).toHaveCount(0);
    // The link is gone: the focus goes to the order it changed, and the change is said.
    await expect(page.getByRole('heading', { name: 'Reihenfolge', level: 2 })).toBeFocused();
    await expectAnnounced(page, 'Die kürzere Reihenfolge ist übernommen.');

    await page.getByRole('link', { name: 'Merkliste leeren' }).press('Enter');
    await expect(page).toHaveURL('/merkliste?orte=');
    await expect(page.getByRole('heading', { name: 'Merkliste', level: 1 })).toBeFocused();
    await expectAnnounced(page, 'Die Merkliste ist jetzt leer.');
  });

  test('the shared address opens the same plan in a new browser', async ({ page, browser }) => {
    const address = '/merkliste?orte=boston,new-york-city,national-mall';
    await page.goto(address);
    await expect(page.getByRole('button', { name: /^(Link kopieren|Teilen)$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();
    const shown = await stops(page).allInnerTexts();
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(new URL(address, page.url()).href);
    expect(await stops(elsewhere).allInnerTexts()).toEqual(shown);
    await expect
      .poll(() => elsewhere.evaluate(() => localStorage.getItem('merkliste')))
      .toBe('boston,new-york-city,national-mall');
    await other.close();
  });
});

test.describe('a list from someone else’s link, with a list of her own', () => {
  const mine = 'grand-canyon,yellowstone,boston';
  const shared = '/merkliste?orte=zion,chicago';
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('merkliste'));
  const choice = (page: Page) => page.getByRole('region', { name: 'Merkliste aus einem Link' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/impressum');
    await page.evaluate((list) => localStorage.setItem('merkliste', list), mine);
    await recordAnnouncements(page);
    await page.goto(shared);
    await expectStops(page, ['Zion-Nationalpark', 'Chicago']);
  });

  test('is shown without replacing hers, also while she rearranges it; nothing moves', async ({
    page,
  }) => {
    await expect(choice(page)).toContainText(
      'Sie sehen eine Merkliste aus einem Link. Ihre eigene mit 3 Zielen bleibt gespeichert, bis Sie wählen.',
    );
    await settled(page);
    expect(await layoutShifts(page)).toEqual([]);
    await expect(header(page).getByRole('link', { name: 'Merkliste, 3 Ziele' })).toBeVisible();
    await page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' }).click();
    await expect(page).toHaveURL('/merkliste?orte=chicago,zion');
    await expect(choice(page)).toBeVisible();
    expect(await stored(page)).toBe(mine);
  });

  test('"Diese übernehmen" makes it hers', async ({ page }) => {
    await choice(page).getByRole('button', { name: 'Diese übernehmen' }).click();
    await expect(choice(page)).toHaveCount(0);
    await expectAnnounced(page, 'Diese Liste ist jetzt Ihre Merkliste (2 Ziele).');
    expect(await stored(page)).toBe('zion,chicago');
  });

  test('"Zu meiner hinzufügen" adds its places after hers', async ({ page }) => {
    await choice(page).getByRole('button', { name: 'Zu meiner hinzufügen' }).click();
    await expect(page).toHaveURL(`/merkliste?orte=${mine},zion,chicago`);
    await expectStops(page, [
      'Grand Canyon',
      'Yellowstone-Nationalpark',
      'Boston',
      'Zion-Nationalpark',
      'Chicago',
    ]);
    await expectAnnounced(page, 'Ihre Merkliste hat jetzt 5 Ziele.');
    expect(await stored(page)).toBe(`${mine},zion,chicago`);
    await expect(choice(page)).toHaveCount(0);
  });

  test('"Meine zeigen" goes back to hers', async ({ page }) => {
    await choice(page).getByRole('button', { name: 'Meine zeigen' }).click();
    await expect(page).toHaveURL(`/merkliste?orte=${mine}`);
    await expectStops(page, ['Grand Canyon', 'Yellowstone-Nationalpark', 'Boston']);
    expect(await stored(page)).toBe(mine);
  });
});

test('a place added with the plan’s form keeps the list hers: no choice to make', async ({
  page,
}) => {
  await page.goto('/merkliste?orte=zion');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('merkliste'))).toBe('zion');
  await page.getByLabel('Ziel', { exact: true }).selectOption({ label: 'Chicago' });
  await page.getByRole('button', { name: 'Hinzufügen' }).click();
  await expectStops(page, ['Zion-Nationalpark', 'Chicago']);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('merkliste')))
    .toBe('zion,chicago');
  await expect(page.getByRole('region', { name: 'Merkliste aus einem Link' })).toHaveCount(0);
});

test('an unknown place in the address is named and left out; at most 25 places', async ({
  page,
}) => {
  await page.goto('/merkliste?orte=zion,gibt-es-nicht,las-vegas');
  await expect(page.getByRole('main')).toContainText(
    'Ein Ziel aus der Adresse ist nicht (mehr) im Reiseführer und wurde weggelassen: gibt-es-nicht.',
  );
  await expectStops(page, ['Zion-Nationalpark', 'Las Vegas']);

  await page.goto(`/merkliste?orte=${places.map(({ slug }) => slug).join(',')}`);
  await expect(stops(page)).toHaveCount(25);
  await expect(page.getByRole('main')).toContainText('höchstens 25 Ziele');
});

test('the plan is no page for search engines', async ({ page }) => {
  await page.goto('/merkliste?orte=zion');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

/**
 * The drawn plan's locator (aria-hidden: the drawing is one image): the part its frame shows in
 * the projection's units, its place on the screen, and the stops' places on the screen.
 */
const locatorOf = (page: Page) =>
  page.getByRole('img', { name: /^Karte der Merkliste/ }).evaluate((svg) => {
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const locator = svg.querySelector('g[aria-hidden="true"]');
    const frame = locator?.querySelector('rect:last-of-type');
    return {
      shown: svg.getAttribute('viewBox')!.split(' ').map(Number),
      map: box(svg),
      locator: locator && box(locator),
      framed:
        frame && ['x', 'y', 'width', 'height'].map((name) => Number(frame.getAttribute(name))),
      stops: [...svg.querySelectorAll('circle')].map(box),
    };
  });

test('a plan in one part of the USA shows that part on the whole USA in a corner, covering no stop', async ({
  page,
}) => {
  await page.goto('/merkliste?orte=zion,grand-canyon,las-vegas');
  const { shown, map, locator, framed, stops } = await locatorOf(page);
  expect(framed).toEqual(shown.map((value) => expect.closeTo(value, 0)));
  // The whole USA, small: 30 % of the drawing's width (Locator.tsx).
  expect(locator?.width).toBeCloseTo(0.3 * map.width, -1);
  const inside = (outer: typeof map, inner: typeof map) =>
    inner.x >= outer.x - 1 &&
    inner.y >= outer.y - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1 &&
    inner.y + inner.height <= outer.y + outer.height + 1;
  expect(inside(map, locator!)).toBe(true);
  // In a corner, a little inside the edges (1.5 % of the width), so that its border is whole.
  const near = (edge: number, side: number) => {
    const distance = Math.abs(edge - side);
    return distance > 2 && distance < 0.02 * map.width;
  };
  const inCorner =
    [map.x, map.x + map.width].some(
      (x) => near(x, locator!.x) || near(x, locator!.x + locator!.width),
    ) &&
    [map.y, map.y + map.height].some(
      (y) => near(y, locator!.y) || near(y, locator!.y + locator!.height),
    );
  expect(inCorner).toBe(true);
  expect(stops).toHaveLength(3);
  const overlaps = (a: typeof map, b: typeof map) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(stops.filter((stop) => overlaps(stop, locator!))).toEqual([]);

  // With a place in Alaska the whole map is shown, Alaska as an inset: nothing to locate.
  await page.goto('/merkliste?orte=seattle,denali');
  expect((await locatorOf(page)).locator).toBeNull();
});

test('the drawn plan names its stops beside their markers, covering nothing', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/merkliste?orte=grand-canyon,las-vegas,zion,mesa-verde');
    const map = page.getByRole('img', { name: /^Karte der Merkliste/ });
    const parts = await map.evaluate((svg) => {
      const box = (element: Element) => {
        const { left, right, top, bottom } = element.getBoundingClientRect();
        return { left, right, top, bottom };
      };
      return {
        map: box(svg),
        names: [...svg.querySelectorAll('text')]
          .filter((text) => !text.closest('g'))
          .map((text) => ({ name: text.textContent, ...box(text) })),
        others: [...svg.querySelectorAll('circle, g[aria-hidden="true"]')].map(box),
      };
    });
    expect(parts.names.map(({ name }) => name).sort()).toEqual(
      ['Grand Canyon', 'Las Vegas', 'Mesa Verde', 'Zion-Nationalpark'].sort(),
    );
    type Box = (typeof parts.others)[number];
    const overlap = (a: Box, b: Box) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    for (const [index, name] of parts.names.entries()) {
      expect(name.left, name.name!).toBeGreaterThanOrEqual(parts.map.left);
      expect(name.right, name.name!).toBeLessThanOrEqual(parts.map.right);
      for (const other of [...parts.names.slice(index + 1), ...parts.others])
        expect(overlap(name, other), `${name.name} at ${width} px`).toBe(false);
    }
  }
});

test('printed, the map comes first and six places fit on two pages', async ({ page }) => {
  const six = ['seattle', 'cannon-beach', 'san-francisco', 'big-sur', 'las-vegas', 'zion'];
  await page.goto(`/merkliste?orte=${six.join(',')}`);
  await settled(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('a[data-move="down"]')).toHaveCount(5);
  await expect(page.locator('a[data-move="down"]').first()).toBeHidden();
  const map = await page.getByRole('img', { name: /Karte der Merkliste/ }).boundingBox();
  const first = await stops(page).first().boundingBox();
  expect(map!.y).toBeLessThan(first!.y);
  const pdf = await page.pdf({ format: 'A4', margin: { top: '1.5cm', bottom: '1.5cm' } });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
});

test.describe("Google's map after consent", () => {
  test("the plan is loaded as a document from other pages, so its policy with Google's hosts applies", async ({
    page,
  }) => {
    await page.goto('/galerie');
    const documentRequest = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().includes('/merkliste'),
    );
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Merkliste/ })
      .click();
    await documentRequest;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkliste');
  });

  const three = '/merkliste?orte=zion,grand-canyon,las-vegas';
  const location = (slug: string) => places.find((place) => place.slug === slug)!.location;
  const drawnMap = (page: Page) => page.getByRole('img', { name: /^Karte der Merkliste/ });
  /** The markers' names on the stand-in's map, in the DOM's order (the order they were drawn). */
  const markerNames = (page: Page) =>
    markersOnMap(page).evaluateAll((markers) => markers.map((m) => m.getAttribute('aria-label')));

  test.beforeEach(async ({ context }) => {
    await serveFakeGoogleMaps(context);
  });

  test('before consent: the drawn map and the offer, and no request to Google', async ({
    page,
  }) => {
    const google = recordGoogleRequests(page);
    await page.goto(three);
    await settled(page);
    const area = mapArea(page);
    await expect(area.getByRole('heading', { name: 'Karte von Google Maps laden?' })).toBeVisible();
    await expect(area.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz#google-maps',
    );
    await expect(area.getByRole('button', { name: 'Google Maps immer laden' })).toBeVisible();
    await expect(drawnMap(page)).toBeVisible();
    expect(await page.evaluate(() => 'google' in window)).toBe(false);
    expect(google).toEqual([]);
  });

  test('"Karte laden" shows the plan on Google\'s map: German, region US, roadmap, numbered markers in order, the legs, all in view', async ({
    page,
    context,
  }) => {
    const google = recordGoogleRequests(page);
    await recordAnnouncements(page);
    await page.goto(three);
    await settled(page);
    await clickLoadMap(page);
    await expect(markersOnMap(page)).toHaveCount(3);

    const calls = (await mapsCalls(page))!;
    expect(calls.scriptUrls).toHaveLength(1);
    const url = new URL(calls.scriptUrls[0]!);
    expect(`${url.origin}${url.pathname}`).toBe('https://maps.googleapis.com/maps/api/js');
    expect(url.searchParams.get('language')).toBe('de');
    expect(url.searchParams.get('region')).toBe('US');
    expect(url.searchParams.get('key')).toBe(testKey);
    expect(google).toEqual([calls.scriptUrls[0]]);
    expect(calls.maps).toHaveLength(1);
    expect(calls.maps[0]).toMatchObject({ mapTypeId: 'roadmap', mapId: 'DEMO_MAP_ID' });

    const slugs = ['zion', 'grand-canyon', 'las-vegas'];
    expect(calls.markers).toEqual([
      { title: '1. Zion-Nationalpark', position: location('zion') },
      { title: '2. Grand Canyon', position: location('grand-canyon') },
      { title: '3. Las Vegas', position: location('las-vegas') },
    ]);
    expect(await markerNames(page)).toEqual([
      '1. Zion-Nationalpark',
      '2. Grand Canyon',
      '3. Las Vegas',
    ]);
    await expect(markersOnMap(page).first()).toHaveText('1');
    expect(calls.polylines).toEqual([{ path: slugs.map(location), geodesic: true }]);
    const lats = slugs.map((slug) => location(slug).lat);
    const lngs = slugs.map((slug) => location(slug).lng);
    expect(calls.fitBounds.map(({ bounds }) => bounds)).toEqual([
      {
        south: Math.min(...lats),
        north: Math.max(...lats),
        west: Math.min(...lngs),
        east: Math.max(...lngs),
      },
    ]);
    // Google's map in the drawing's place; the offer is gone, and "this once" stores nothing.
    await expect(drawnMap(page)).toBeHidden();
    await expect(mapArea(page).getByRole('button', { name: 'Karte laden' })).toHaveCount(0);
    await expectAnnounced(page, /^Karte geladen/, 1);
    expect(await cookieNames(context)).toEqual(['spamshield']);
  });

  test('a new order redraws the markers on the same map', async ({ page }) => {
    await page.goto(three);
    await clickLoadMap(page);
    await expect(markersOnMap(page)).toHaveCount(3);
    await page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' }).click();
    await expect(page).toHaveURL('/merkliste?orte=grand-canyon,zion,las-vegas');
    await expect
      .poll(() => markerNames(page))
      .toEqual(['1. Grand Canyon', '2. Zion-Nationalpark', '3. Las Vegas']);
    const calls = (await mapsCalls(page))!;
    expect(calls.maps).toHaveLength(1);
    expect(calls.polylines.at(-1)!.path).toEqual(
      ['grand-canyon', 'zion', 'las-vegas'].map(location),
    );
  });

  test("a remembered choice shows Google's map at once, printed it is the drawn map", async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'karte-zustimmung', value: 'ja', url: 'http://127.0.0.1' }]);
    const response = await page.request.get(three);
    // The server read the choice: its page comes with the loading map, no offer to agree to (the
    // offer's words are among the messages of its flight data, not in an element).
    const html = await response.text();
    expect(html).toContain('>Karte wird geladen …<');
    expect(html).not.toContain('>Karte von Google Maps laden?<');
    await page.goto(three);
    await expect(markersOnMap(page)).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Karte laden' })).toHaveCount(0);

    await page.emulateMedia({ media: 'print' });
    await expect(drawnMap(page)).toBeVisible();
    await expect(page.locator('[data-maps-stub]')).toBeHidden();
    const map = (await drawnMap(page).boundingBox())!;
    const first = (await stops(page).first().boundingBox())!;
    expect(map.y).toBeLessThan(first.y);
  });

  test.describe('when it fails', () => {
    test.use({ expectedConsoleErrors: [/Failed to load (resource|Google Maps script)/] });

    test('the script unreachable: a German message, the drawn map stays, a retry loads it', async ({
      page,
    }) => {
      await page.route('https://maps.googleapis.com/**', (route) => route.abort('failed'));
      await page.goto(three);
      await clickLoadMap(page);
      const alert = mapArea(page).getByRole('alert');
      await expect(alert).toContainText('Die Karte konnte nicht geladen werden');
      await expect(drawnMap(page)).toBeVisible();
      await expectStops(page, ['Zion-Nationalpark', 'Grand Canyon', 'Las Vegas']);

      await page.unroute('https://maps.googleapis.com/**');
      await alert.getByRole('button', { name: 'Erneut versuchen' }).click();
      await expect(markersOnMap(page)).toHaveCount(3);
      await expect(mapArea(page).getByRole('alert')).toHaveCount(0);
      await expect(drawnMap(page)).toBeHidden();
    });

    test('on a 320 px phone the message is whole, its button on the first screen', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.route('https://maps.googleapis.com/**', (route) => route.abort('failed'));
      await page.goto(three);
      await clickLoadMap(page);
      const alert = mapArea(page).getByRole('alert');
      await expect(alert).toContainText(
        'Die Ziele finden Sie weiterhin auf der Übersichtskarte und in der Liste.',
      );
      const cutOff = await alert.evaluate((element) => element.scrollHeight - element.clientHeight);
      expect(cutOff, 'pixels of the message cut off below').toBe(0);
      await expect(alert.getByRole('button', { name: 'Erneut versuchen' })).toBeInViewport();
    });
  });

  test('a rejected key (gm_authFailure): a German message, and the drawn map again', async ({
    page,
  }) => {
    await page.goto(three);
    await clickLoadMap(page);
    await expect(markersOnMap(page)).toHaveCount(3);
    await page.evaluate(() =>
      (window as unknown as { gm_authFailure: () => void }).gm_authFailure(),
    );
    await expect(mapArea(page).getByRole('alert')).toContainText('Die Karte ist nicht verfügbar');
    await expect(page.locator('[data-maps-stub]')).toHaveCount(0);
    await expect(drawnMap(page)).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a place page, a tile and the map list each lead to a plan with their place', async ({
    page,
  }) => {
    await page.goto('/galerie/zion');
    await page.getByRole('main').getByRole('button', { name: 'Auf die Merkliste – Zion' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion');
    await expectStops(page, ['Zion-Nationalpark']);

    await page.goto('/galerie');
    await page
      .locator('[data-masonry]')
      .getByRole('button', { name: 'Auf die Merkliste – Grand Canyon' })
      .click();
    await expect(page).toHaveURL('/merkliste?orte=grand-canyon');

    await page.goto('/karte');
    await page.getByRole('button', { name: 'Auf die Merkliste – Las Vegas' }).click();
    await expect(page).toHaveURL('/merkliste?orte=las-vegas');
  });

  test('the plan grows by its form and changes order through its links', async ({ page }) => {
    const google = recordGoogleRequests(page);
    await page.goto('/merkliste?orte=zion');
    // One place has no distance yet: the plan says what a second one adds.
    await expect(page.getByRole('main')).toContainText(
      'Ein Ziel. Fügen Sie ein zweites hinzu, dann steht hier die Entfernung.',
    );
    await expect(page.getByRole('main')).not.toContainText('Luftlinie');
    // Sharing and printing need scripts: no button that would do nothing.
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    for (const title of ['Grand Canyon', 'Las Vegas']) {
      await page.getByLabel('Ziel', { exact: true }).selectOption({ label: title });
      await page.getByRole('button', { name: 'Hinzufügen' }).click();
    }
    await expectStops(page, ['Zion-Nationalpark', 'Grand Canyon', 'Las Vegas']);
    await expect(plan(page)).toContainText('Gesamt: ca. 420 km Luftlinie');
    await page.getByRole('link', { name: 'Nach oben – Las Vegas' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion,las-vegas,grand-canyon');
    await expectStops(page, ['Zion-Nationalpark', 'Las Vegas', 'Grand Canyon']);
    await expect(
      page.getByText('Ohne JavaScript steht Ihre Merkliste nur in der Adresse'),
    ).toBeVisible();
    expect(google).toEqual([]);
  });
});
