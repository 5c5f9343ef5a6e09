import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { focusOutlineWidth, tabTo } from './keyboard';
import { settled } from './settled';

/**
 * The filter chips on a phone: one row each that scrolls sideways by itself (not four rows of
 * chips), every chip reachable by keyboard with its focus outline in view, and the page itself
 * never wider than the screen.
 */
const rows = [
  { name: 'gallery categories', path: '/galerie', nav: 'Nach Kategorie filtern' },
  {
    name: 'gallery states',
    path: '/galerie/bundesstaat/kalifornien',
    nav: 'Nach Bundesstaat filtern',
  },
  { name: 'map categories', path: '/karte', nav: 'Ziele nach Kategorie filtern' },
];

/** The distinct tops of the chips: one per line they take. */
const lineCount = (nav: Locator) =>
  nav
    .getByRole('link')
    .evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size);

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));

for (const width of [390, 320]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const row of rows) {
      test(`${row.name}: one row that scrolls by itself; the last chip is reached by keyboard with a visible outline`, async ({
        page,
      }) => {
        await page.goto(row.path);
        await settled(page);
        const nav = page.getByRole('navigation', { name: row.nav });
        expect(await lineCount(nav)).toBe(1);
        const list = nav.getByRole('list');
        expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(true);
        const last = nav.getByRole('link').last();
        await tabTo(page, last);
        expect(await focusOutlineWidth(page)).toBeGreaterThanOrEqual(2);
        // The focused chip, with its outline, lies inside the row's visible box.
        const [box, chip] = await Promise.all([list.boundingBox(), last.boundingBox()]);
        expect(chip!.x - 5).toBeGreaterThanOrEqual(box!.x);
        expect(chip!.x + chip!.width + 5).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
        const { scroll, client } = await pageWidth(page);
        expect(scroll, 'page width').toBeLessThanOrEqual(client);
        expect(await page.evaluate(() => scrollX)).toBe(0);
      });
    }

    test('the chip of the view shown is in its row’s view from the start, and the page is not scrolled', async ({
      page,
    }) => {
      for (const [path, nav] of [
        ['/galerie/bundesstaat/kalifornien', 'Nach Bundesstaat filtern'],
        ['/galerie/bundesstaat/wyoming', 'Nach Bundesstaat filtern'],
        ['/karte/kategorie/kultur', 'Ziele nach Kategorie filtern'],
      ] as const) {
        await page.goto(path);
        await settled(page);
        const list = page.getByRole('navigation', { name: nav }).getByRole('list');
        const shown = list.locator('[aria-current="page"]');
        await expect(shown).toHaveCount(1);
        const [box, chip] = await Promise.all([list.boundingBox(), shown.boundingBox()]);
        expect(chip!.x, path).toBeGreaterThanOrEqual(box!.x);
        expect(chip!.x + chip!.width, path).toBeLessThanOrEqual(box!.x + box!.width + 0.5);
        expect(await page.evaluate(() => [scrollX, scrollY]), path).toEqual([0, 0]);
      }
    });

    test('back on the first view, the row that stayed on the page shows its first chip again', async ({
      page,
    }) => {
      await page.goto('/galerie');
      await settled(page);
      const list = page
        .getByRole('navigation', { name: 'Nach Kategorie filtern' })
        .getByRole('list');
      await list.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/galerie\/kategorie\/[a-z-]+$/);
      expect(await list.evaluate((ul) => ul.scrollLeft)).toBeGreaterThan(0);
      await page.goBack();
      await expect(page).toHaveURL(/\/galerie$/);
      const first = list.getByRole('link').first();
      await expect(first).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => list.evaluate((ul) => ul.scrollLeft)).toBe(0);
      const [box, chip] = await Promise.all([list.boundingBox(), first.boundingBox()]);
      expect(chip!.x).toBeGreaterThanOrEqual(box!.x);
    });
  });
}

test('on a wide screen the chips wrap onto lines instead of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/galerie/bundesstaat/kalifornien');
  const list = page.getByRole('navigation', { name: 'Nach Bundesstaat filtern' }).getByRole('list');
  expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth)).toBe(false);
});
