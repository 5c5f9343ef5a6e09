import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { layoutShifts } from './layout-shifts';
import { settled } from './settled';

const siteName = 'USA-Reiseführer';
const viewports = [
  { name: 'phone', width: 375, height: 812, columns: 1 },
  { name: 'desktop', width: 1440, height: 900, columns: 4 },
];

/** The masonry grid (one element; CSS lays its tiles out in columns). */
const grid = (page: Page) => page.locator('[data-masonry]');
/** The tiles' links (the grid's end card is no tile). */
const tileLinks = (page: Page) => grid(page).locator('article').getByRole('link');
/** The number of columns the visitor sees: the distinct left edges of the tiles. */
const columnCount = (page: Page) =>
  grid(page)
    .locator('article')
    .evaluateAll((tiles) => new Set(tiles.map((tile) => tile.getBoundingClientRect().x)).size);
const hydrated = settled;

/** Scrolls through the whole page, so every lazy image loads, and waits until all have loaded. */
async function loadWholePage(page: Page) {
  const links = await tileLinks(page).all();
  for (const link of links) await link.scrollIntoViewIfNeeded();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.getClientRects().length > 0)
          .every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  // A screenshot makes the browser render a frame after the last image arrived.
  await page.screenshot();
}

/** Proves the measurement sees shifts at all: pushing the grid down must count. */
async function expectMeasurementDetectsShift(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const spacer = document.createElement('div');
    spacer.style.height = '200px';
    document.querySelector('main')!.prepend(spacer);
  });
  await page.screenshot();
  expect(await layoutShifts(page)).not.toEqual([]);
}

for (const { name, width, height, columns } of viewports) {
  test.describe(`${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    test(`the first paint, before hydration, has ${columns} column(s); hydration moves nothing`, async ({
      page,
    }) => {
      let release!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/*.js', async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await page.goto('/galerie', { waitUntil: 'domcontentloaded' });

      // Not hydrated yet: CSS alone lays the tiles out.
      expect(await columnCount(page)).toBe(columns);
      const tilesBefore = await tileLinks(page).evaluateAll((links) =>
        links.map((link) => JSON.stringify(link.closest('article')!.getBoundingClientRect())),
      );
      await grid(page).evaluate((layout) => {
        (window as unknown as { firstPaintLayout: Element }).firstPaintLayout = layout;
      });

      release();
      await hydrated(page);
      expect(await columnCount(page)).toBe(columns);
      // The very element of the first paint is kept, with every tile where it was.
      expect(
        await grid(page).evaluate(
          (layout) =>
            (window as unknown as { firstPaintLayout: Element }).firstPaintLayout === layout,
        ),
      ).toBe(true);
      expect(
        await tileLinks(page).evaluateAll((links) =>
          links.map((link) => JSON.stringify(link.closest('article')!.getBoundingClientRect())),
        ),
      ).toEqual(tilesBefore);
    });

    test(`reached by a client-side navigation from a page without a grid, it has ${columns} column(s)`, async ({
      page,
    }) => {
      // The grid's column rules are an inline <style> that the navigation inserts into the
      // legal notice's page, under that page's Content-Security-Policy (a refusal is a console error).
      await page.goto('/impressum');
      await hydrated(page);
      await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
      // On a phone the navigation is folded behind the menu button.
      if (columns === 1) await page.getByRole('button', { name: 'Menü' }).click();
      await page
        .getByRole('navigation', { name: 'Hauptnavigation' })
        .getByRole('link', { name: 'Galerie', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Galerie');
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
        'client-side navigation',
      ).toBe(true);
      await expect.poll(() => columnCount(page)).toBe(columns);
    });

    test('cumulative layout shift, measured in the page while it loads and scrolls, is 0', async ({
      page,
    }) => {
      await page.goto('/galerie');
      await hydrated(page);
      await loadWholePage(page);
      expect(await layoutShifts(page), `${width} px, JavaScript`).toEqual([]);
      await expectMeasurementDetectsShift(page);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test(`the grid has ${columns} column(s) and no layout shift`, async ({ page }) => {
        await page.goto('/galerie');
        expect(await columnCount(page)).toBe(columns);
        await loadWholePage(page);
        expect(await layoutShifts(page), `${width} px, no JavaScript`).toEqual([]);
        await expectMeasurementDetectsShift(page);
      });

      test('filters and pages are links that work', async ({ page }) => {
        await page.goto('/galerie');
        await page.getByRole('link', { name: /^Städte/ }).click();
        await expect(page).toHaveURL('/galerie/kategorie/stadt');
        await expect(page.getByRole('status')).toHaveText('7 Ziele in der Kategorie „Städte“');
        await expect(tileLinks(page)).toHaveCount(7);
        await page.getByRole('link', { name: /^Alle/ }).click();
        await page.getByRole('link', { name: 'Nächste Seite →' }).click();
        await expect(page).toHaveURL('/galerie/seite/2');
        await expect(tileLinks(page)).toHaveCount(12);
      });

      test('the state filter is a disclosure of links that works', async ({ page }) => {
        await page.goto('/galerie');
        const states = page.getByRole('navigation', { name: 'Nach Bundesstaat filtern' });
        await expect(states).toBeHidden();
        await page.getByText('Bundesstaaten', { exact: true }).click();
        await states.getByRole('link', { name: /^Kalifornien/ }).click();
        await expect(page).toHaveURL('/galerie/bundesstaat/kalifornien');
        await expect(states.getByRole('link', { name: /^Kalifornien/ })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(page.getByRole('status')).toHaveText('3 Ziele im Bundesstaat Kalifornien');
        await expect(tileLinks(page)).toHaveText(
          places.filter((place) => place.state === 'Kalifornien').map((place) => place.title),
        );
        await expect(page).toHaveTitle(`Kalifornien – Galerie – ${siteName}`);
      });
    });

    test('a tile opens the place as an overlay; Escape and the close button return to the tile', async ({
      page,
    }) => {
      await page.goto('/galerie');
      await hydrated(page);
      const tile = tileLinks(page).filter({ hasText: 'Yellowstone-Nationalpark' });
      await tile.scrollIntoViewIfNeeded();
      const scrollY = await page.evaluate(() => window.scrollY);

      await tile.click();
      await expect(page).toHaveURL('/galerie/yellowstone');
      const dialog = page.getByRole('dialog', { name: 'Yellowstone-Nationalpark' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img').first()).toHaveAttribute('alt', /Geysir|Quelle/);
      await expect(page.locator('h1')).toHaveText('Galerie');
      // The place's address, the place's title, as on its own page.
      await expect(page).toHaveTitle(`Yellowstone-Nationalpark – ${siteName}`);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL('/galerie');
      await expect(page).toHaveTitle(`Galerie – ${siteName}`);
      await expect(dialog).toBeHidden();
      await expect(tile).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

      await tile.press('Enter');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
      await dialog.getByRole('button', { name: 'Schließen' }).click();
      await expect(page).toHaveURL('/galerie');
      await expect(dialog).toBeHidden();
      await expect(tile).toBeFocused();
    });

    test('in the overlay the next place replaces the shown one; closing returns to its tile', async ({
      page,
    }) => {
      await page.goto('/galerie');
      await hydrated(page);
      await tileLinks(page).filter({ hasText: 'Key West' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toHaveAccessibleName('Key West');
      // The next place of its category (Küste), not the next tile of the grid.
      await dialog
        .getByRole('link', { name: 'Nächstes Ziel in „Küsten & Inseln“: Waikiki Beach' })
        .click();
      await expect(page).toHaveURL('/galerie/waikiki-beach');
      await expect(dialog).toHaveAccessibleName('Waikiki Beach');
      await expect(page).toHaveTitle(`Waikiki Beach – ${siteName}`);
      await page.keyboard.press('Escape');
      await expect(page).toHaveURL('/galerie');
      await expect(tileLinks(page).filter({ hasText: 'Waikiki Beach' })).toBeFocused();
    });
  });
}

test('stepping through the overlay and closing it scrolls the focused tile into view', async ({
  page,
}) => {
  // Twelve navigations in the overlay: 13–20 s on an idle machine, over 30 s on a busy one.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/galerie');
  await hydrated(page);
  const links = await tileLinks(page).all();
  const dialog = page.getByRole('dialog');
  // From every tile of the first row: two places on, the tile may sit far below the visible area.
  for (const link of links.slice(0, 4)) {
    await link.click();
    await expect(dialog).toBeVisible();
    for (let step = 0; step < 2; step++) {
      const name = await dialog.getByRole('heading').first().textContent();
      await dialog.getByRole('link', { name: /Nächstes Ziel/ }).click();
      await expect(dialog.getByRole('heading').first()).not.toHaveText(name!);
    }
    const shown = (await dialog.getByRole('heading').first().textContent())!;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const tile = tileLinks(page).filter({ hasText: shown });
    await expect(tile).toBeFocused();
    await expect(tile).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});

test('filter chips change the address, keep the focus and announce the count', async ({ page }) => {
  await page.goto('/galerie');
  await hydrated(page);
  const filter = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
  await expect(filter.getByRole('link', { name: /^Alle 30 Ziele$/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('status')).toHaveText('30 Ziele – Seite 1 von 3: 1 bis 12');

  const nature = filter.getByRole('link', { name: /^Natur/ });
  // The count a sighted visitor sees beside the label (the aria-label names both).
  await expect(nature.getByText('8', { exact: true })).toBeVisible();
  await nature.click();
  await expect(page).toHaveURL('/galerie/kategorie/natur');
  await expect(nature).toHaveAttribute('aria-current', 'page');
  await expect(nature).toBeFocused();
  await expect(filter.locator('[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('status')).toHaveText('8 Ziele in der Kategorie „Natur“');
  await expect(tileLinks(page)).toHaveCount(8);
  for (const meta of await grid(page).locator('article p:first-of-type').allTextContents())
    expect(meta).toMatch(/^Natur · /);
  await expect(page).toHaveTitle(`Natur – Galerie – ${siteName}`);
});

test('every tile names its category on its photo and its state below it, in full, on every layout', async ({
  page,
}) => {
  const within = (inner: DOMRect, outer: DOMRect) =>
    inner.left >= outer.left &&
    inner.right <= outer.right &&
    inner.top >= outer.top &&
    inner.bottom <= outer.bottom;
  for (const width of [390, 700, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (let number = 1; number <= 3; number++) {
      await page.goto(number === 1 ? '/galerie' : `/galerie/seite/${number}`);
      const tiles = await grid(page)
        .locator('article')
        .evaluateAll((articles) =>
          articles.map((article) => {
            const meta = article.querySelector('p')!;
            const [category] = meta.querySelectorAll('span');
            const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
            const cut = (element: Element) => element.scrollWidth > element.clientWidth;
            return {
              title: article.querySelector('h2, h3')!.textContent,
              read: meta.textContent,
              cut: cut(meta) || cut(category!),
              category: box(category!),
              photo: box(article.querySelector('img')!),
              bookmark: box(article.querySelector('button')!),
            };
          }),
        );
      expect(tiles.length).toBeGreaterThan(0);
      for (const tile of tiles) {
        const where = `${tile.title} at ${width} px`;
        expect(tile.read, where).toMatch(/^[^·]+ · [^·]+$/);
        expect(tile.cut, `${where}: "${tile.read}" cut`).toBe(false);
        expect(within(tile.category, tile.photo), `${where}: the label on the photo`).toBe(true);
        expect(
          tile.category.right <= tile.bookmark.left || tile.category.bottom <= tile.bookmark.top,
          `${where}: the label beside the bookmark`,
        ).toBe(true);
      }
    }
  }
});

test('a filtered address can be shared: it opens filtered', async ({ page }) => {
  await page.goto('/galerie/kategorie/kultur');
  await expect(page.getByRole('link', { name: /^Kultur & Geschichte/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const expected = places.filter((place) => place.category === 'kultur').map((p) => p.title);
  await expect(tileLinks(page)).toHaveText(expected);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/galerie/kategorie/kultur',
  );
});

test('the first page holds 12 tiles; the next page the next 12, with real links', async ({
  page,
}) => {
  await page.goto('/galerie');
  await expect(tileLinks(page)).toHaveText(places.slice(0, 12).map((place) => place.title));
  const pages = page.getByRole('navigation', { name: 'Seiten der Galerie' });
  await expect(pages.getByRole('link', { name: 'Seite 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await pages.getByRole('link', { name: 'Nächste Seite →' }).click();
  await expect(page).toHaveURL('/galerie/seite/2');
  await expect(page).toHaveTitle(`Galerie – Seite 2 – ${siteName}`);
  await expect(tileLinks(page)).toHaveText(places.slice(12, 24).map((place) => place.title));
  await expect(page.getByRole('status')).toHaveText('30 Ziele – Seite 2 von 3: 13 bis 24');
  await expect(pages.getByRole('link', { name: '← Vorherige Seite' })).toHaveAttribute(
    'href',
    '/galerie',
  );
});

test("the gallery's HTML holds each tile once", async ({ request }) => {
  for (const path of ['/galerie', '/galerie/seite/2', '/galerie/kategorie/natur']) {
    const html = await (await request.get(path)).text();
    const links = Array.from(html.matchAll(/<article[^]*?<a [^>]*href="([^"]+)"/g), (m) => m[1]);
    expect(links.length, path).toBeGreaterThan(0);
    expect(html.match(/<article/g), path).toHaveLength(links.length);
    expect(html.match(/<img /g), path).toHaveLength(links.length);
    expect(new Set(links).size, path).toBe(links.length);
  }
});

test('a place has its own complete page when visited directly', async ({ page, request }) => {
  const response = await page.goto('/galerie/grand-canyon');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grand Canyon');
  await expect(page).toHaveTitle(`Grand Canyon – ${siteName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    places[0]!.summary,
  );
  await expect(page.getByRole('img', { name: places[0]!.image.alt })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Natur', exact: true })).toHaveAttribute(
    'href',
    '/galerie/kategorie/natur',
  );
  await expect(page.getByRole('link', { name: 'Auf der Karte zeigen' })).toHaveAttribute(
    'href',
    '/karte?ort=grand-canyon',
  );
  for (const paragraph of places[0]!.description)
    await expect(page.getByText(paragraph)).toBeVisible();

  // The photo as the backend keeps it (an upload, sized by sharp), served by its REST API.
  const image = page.locator('meta[property="og:image"]');
  await expect(image).toHaveAttribute(
    'content',
    /^http:\/\/localhost:3000\/api\/media\/file\/grand-canyon[-\w]*\.jpg$/,
  );
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
    'content',
    places[0]!.image.alt,
  );
  const imagePath = new URL((await image.getAttribute('content'))!).pathname;
  const imageResponse = await request.get(imagePath);
  expect(imageResponse.headers()['content-type']).toBe('image/jpeg');

  const neighbours = page.getByRole('navigation', { name: 'Weitere Ziele' });
  await expect(neighbours.getByRole('link', { name: /Vorheriges Ziel/ })).toHaveCount(0);
  await neighbours.getByRole('link', { name: /Nächstes Ziel/ }).click();
  await expect(page).toHaveURL('/galerie/yellowstone');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yellowstone-Nationalpark');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(neighbours.getByRole('link', { name: /Vorheriges Ziel/ })).toHaveAttribute(
    'href',
    '/galerie/grand-canyon',
  );
});

test('a place page tells a traveller its facts, plans the route in Google Maps in a new tab and says how current it is', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).hostname));
  await page.goto('/galerie/grand-canyon');
  const { facts, highlights, tip } = places[0]!;
  const box = page.getByRole('region', { name: 'Gut zu wissen' });
  await expect(box.getByRole('term')).toHaveText([
    'Highlights',
    'Bundesstaat',
    'Region',
    'Zeitbedarf',
    'Beste Reisezeit',
    'Anreise',
    'Eintritt',
    'Zeitzone',
    'Offizielle Website',
    'Tipp',
  ]);
  await expect(box.getByRole('definition')).toHaveText([
    highlights.join(''),
    'Arizona',
    facts.region,
    '1–2 Tage',
    facts.bestTime,
    facts.arrival,
    facts.admission,
    'Mountain Time (UTC−7, keine Sommerzeit)',
    /^nps\.gov\/grca/,
    tip,
  ]);
  await expect(box.getByRole('listitem')).toHaveText(highlights);
  const website = box.getByRole('link', { name: 'nps.gov/grca (öffnet in neuem Tab)' });
  await expect(website).toHaveAttribute('href', 'https://www.nps.gov/grca/');
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(website).toHaveAttribute('rel', /\bnoopener\b/);

  const route = page.getByRole('link', { name: 'Route planen (öffnet in neuem Tab)' });
  await expect(route).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=36.0544%2C-112.1401',
  );
  await expect(route).toHaveAttribute('target', '_blank');
  await expect(route).toHaveAttribute('rel', /\bnoopener\b/);

  // "Stand:" the day the backend last saved the place, as a German date.
  const updated = box.locator('time');
  const stamp = new Date((await updated.getAttribute('datetime'))!);
  expect(Date.now() - stamp.getTime()).toBeLessThan(7 * 24 * 3600 * 1000);
  const day = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'Europe/Berlin' });
  await expect(box.getByText(/^Stand:/)).toHaveText(`Stand: ${day.format(stamp)}`);

  // Nothing of this asks Google before the visitor follows the link, and nothing moves.
  expect(requested.filter((host) => /google|gstatic/.test(host))).toEqual([]);
  await page.waitForLoadState('load');
  expect(await layoutShifts(page)).toEqual([]);
});

test('a printed place page: text and facts in black on white, without navigation, footer and buttons, the website’s address written out', async ({
  page,
}) => {
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await page.goto('/galerie/grand-canyon');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Weitere Ziele' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Auf der Karte zeigen' })).toBeHidden();
  await expect(page.getByRole('link', { name: /^Route planen/ })).toBeHidden();
  const box = page.getByRole('region', { name: 'Gut zu wissen' });
  for (const part of [box, page.getByText(places[0]!.description[0]!)]) {
    await expect(part).toBeVisible();
    await expect(part).toHaveCSS('color', 'rgb(0, 0, 0)');
  }
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  const website = box.getByRole('link', { name: /^nps\.gov\/grca/ });
  expect(await website.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(
    '" (https://www.nps.gov/grca/)"',
  );
});

test('the image optimizer refuses a query string on a local image, so it cannot mint cache entries', async ({
  request,
}) => {
  const optimized = (url: string) =>
    request.get(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
      headers: { accept: 'image/avif' },
    });
  expect((await optimized('/bilder/grand-canyon.jpg')).status()).toBe(200);
  for (const url of ['/bilder/grand-canyon.jpg?v=1', '/bilder/big-sur.jpg?v=2&w=1']) {
    const response = await optimized(url);
    expect([url, response.status()]).toEqual([url, 400]);
  }
});

test('the image optimizer’s disk cache has a bound', () => {
  const { config } = JSON.parse(readFileSync('.next/required-server-files.json', 'utf8'));
  expect(config.images.maximumDiskCacheSize).toBeGreaterThan(0);
  expect(config.images.maximumDiskCacheSize).toBeLessThanOrEqual(1024 ** 3);
});

test('the first page of a grid has one address: …/seite/1 redirects to it, stamped', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/galerie/seite/1', '/galerie'],
    ['/galerie/kategorie/natur/seite/1', '/galerie/kategorie/natur'],
    ['/galerie/bundesstaat/utah/seite/1', '/galerie/bundesstaat/utah'],
    ['/galerie/seite/1?x=1', '/galerie?x=1'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect([from, response.status()]).toEqual([from, 308]);
    expect(response.headers().location).toBe(to);
    expect(response.headers()['set-cookie']).toBe('spamshield=true');
  }
});

test.describe('unknown addresses', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const path of [
    '/galerie/gibt-es-nicht',
    '/galerie/kategorie/strand',
    '/galerie/seite/9',
    // A page number written otherwise than as its one address (/galerie/seite/2).
    '/galerie/seite/0',
    '/galerie/seite/02',
    '/galerie/seite/-1',
    '/galerie/kategorie/natur/seite/0',
    '/galerie/bundesstaat/bayern',
    '/galerie/bundesstaat/utah/seite/2',
  ]) {
    test(`${path} gives the German 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      await expect(page).toHaveTitle(`Seite nicht gefunden – ${siteName}`);
    });
  }
});

test('the sitemap lists every place, every page of the grid and the map’s views', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const { slug } of places) expect(urls).toContain(`/galerie/${slug}`);
  for (const path of [
    '/galerie',
    '/galerie/seite/2',
    '/galerie/kategorie/natur',
    '/galerie/bundesstaat/kalifornien',
    '/galerie/bundesstaat/washington-d-c',
    '/karte',
    '/karte/kategorie/natur',
  ])
    expect(urls).toContain(path);
});
