import type { Locator, Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { settled } from './settled';

/**
 * The gallery's tiles are a masonry grid read column by column
 * (docs/features.md#reading-order-column-by-column): reading order = DOM order = focus order =
 * the content's order, and what the eye sees agrees with it: Tab runs down a column, then
 * to the top of the next column to the right, never to the left and never back up inside a column.
 */
const grids = [
  {
    name: 'gallery',
    path: '/galerie',
    tiles: (page: Page) => page.locator('[data-masonry] article'),
    titles: places.slice(0, 12).map((place) => place.title),
  },
];

/** Presses Tab from the first tile to the last; per stop the focused tile's title and box. */
async function tabThroughTiles(page: Page, tiles: Locator, count: number) {
  await tiles.first().getByRole('link').focus();
  const stops: { title: string; x: number; y: number }[] = [];
  for (let stop = 0; stop < count; stop++) {
    stops.push(
      await page.evaluate(() => {
        const link = document.activeElement!;
        const box = link.closest('article')!.getBoundingClientRect();
        return { title: link.textContent!.trim(), x: box.x, y: box.y + scrollY };
      }),
    );
    if (stop < count - 1) await page.keyboard.press('Tab');
  }
  return stops;
}

for (const width of [1440, 1000, 700]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const grid of grids) {
      test(`${grid.name}: Tab runs down each column, then to the top of the next one on the right`, async ({
        page,
      }) => {
        await page.goto(grid.path);
        await settled(page);
        const stops = await tabThroughTiles(page, grid.tiles(page), grid.titles.length);
        expect(stops.map((stop) => stop.title)).toEqual(grid.titles);

        const top = stops[0]!.y;
        const columns = new Set(stops.map((stop) => stop.x)).size;
        expect(columns, 'more than one column at this width').toBeGreaterThan(1);
        for (let i = 1; i < stops.length; i++) {
          const [from, to] = [stops[i - 1]!, stops[i]!];
          const move = `${from.title} → ${to.title}`;
          if (to.x === from.x) expect(to.y, `${move}: down the column`).toBeGreaterThan(from.y);
          else {
            expect(to.x, `${move}: to the next column on the right`).toBeGreaterThan(from.x);
            expect(to.y, `${move}: to the top of that column`).toBe(top);
          }
        }
      });
    }
  });
}
