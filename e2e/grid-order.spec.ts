import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { masonryGeometry } from './masonry';
import { settled } from './settled';

/**
 * The gallery's tiles are a masonry grid that packs (docs/features.md#the-masonry-grid-packs): each
 * tile in the shortest column so far, in item order. So the first row holds the first items, the
 * columns end close together, and reading order = document order = focus order = the content's
 * order: Tab runs along the first row from left to right.
 */
const pages: { path: string; count?: number }[] = [
  { path: '/galerie', count: 12 },
  { path: '/galerie/seite/2', count: 12 },
  { path: '/galerie/kategorie/stadt', count: places.filter((p) => p.category === 'stadt').length },
  // The search's hit count: its heading says it.
  { path: '/suche?q=Nationalpark' },
];
/** At most this far apart (px) may the columns end, on a full page at every column count. */
const maxSpread = 200;

for (const { width, columns } of [
  { width: 390, columns: 1 },
  { width: 700, columns: 2 },
  { width: 1024, columns: 3 },
  { width: 1440, columns: 4 },
]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, count } of pages) {
      test(`${path}: ${columns} column(s), the first row holds items 1 to ${columns}, the columns end together`, async ({
        page,
      }) => {
        await page.goto(path);
        const grid = await masonryGeometry(page);
        const heading = page.getByRole('heading', { name: /^\d+ Treffer/ });
        const tiles = count ?? Number(/^\d+/.exec((await heading.textContent())!)![0]);
        expect(grid.titles).toHaveLength(tiles);
        expect(grid.columns).toBe(Math.min(columns, tiles));
        expect(grid.firstRow).toEqual(Array.from({ length: grid.columns }, (_, i) => i + 1));
        expect(grid.overlaps, 'tiles over tiles').toEqual([]);
        expect(grid.holdsTiles, 'the grid holds its tiles: nothing after it lies under them').toBe(
          true,
        );
        if (columns > 1) expect(grid.spread).toBeLessThanOrEqual(maxSpread);
      });
    }
  });
}

test.describe('1,440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Tab runs through the tiles in item order, along the first row from left to right', async ({
    page,
  }) => {
    await page.goto('/galerie');
    await settled(page);
    const tiles = page.locator('[data-masonry] article');
    await tiles.first().getByRole('link').focus();
    const stops: { title: string; x: number; y: number }[] = [];
    for (let stop = 0; stop < 12; stop++) {
      stops.push(
        await page.evaluate(() => {
          const link = document.activeElement!;
          const box = link.closest('article')!.getBoundingClientRect();
          return { title: link.textContent!.trim(), x: box.x, y: box.y + scrollY };
        }),
      );
      if (stop < 11) {
        await page.keyboard.press('Tab');
        // Each tile's „Auf die Merkliste“ bookmark is a stop of its own, before the tile's link.
        if (await page.evaluate(() => Boolean(document.activeElement?.closest('form[data-trip]'))))
          await page.keyboard.press('Tab');
      }
    }
    expect(stops.map((stop) => stop.title)).toEqual(places.slice(0, 12).map((p) => p.title));
    const firstRow = stops.slice(0, 4);
    expect(new Set(firstRow.map((stop) => stop.y)).size, 'one row').toBe(1);
    expect(firstRow.map((stop) => stop.x)).toEqual(
      [...firstRow.map((stop) => stop.x)].sort((a, b) => a - b),
    );
  });
});

test('without JavaScript the grid is packed the same', async ({ browser }) => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 700, height: 900 },
  ]) {
    const withScripts = await browser.newPage({ viewport });
    await withScripts.goto('/galerie/kategorie/stadt');
    await settled(withScripts);
    const context = await browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/galerie/kategorie/stadt');
    expect(await masonryGeometry(page)).toEqual(await masonryGeometry(withScripts));
    await context.close();
    await withScripts.close();
  }
});
