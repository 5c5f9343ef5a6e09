import { expect, test } from './fixtures';
import { layoutShifts } from './layout-shifts';
import { pageStates } from './pages';
import { settled } from './settled';
import { startTricklingProxy } from './trickling-proxy';

/**
 * On a slow connection the browser paints a page before all of its HTML has arrived, again and
 * again as more comes in. What it painted must stay where it is: a pseudo-element that stands
 * before text yet to come, an element placed above or centred against what follows it in the
 * HTML, a right-aligned row that grows leftwards, all move (layout shifts, counted in CLS). Under
 * load this happened by chance in CI; here a proxy hands every page's HTML over in pieces
 * (docs/features.md#header-and-navigation).
 */

/** The pause after each piece (ms): a frame or more, so that the browser paints in between. */
const PAUSE = 25;

/** Every address of the quality gates' list but the 404 page, once. */
const paths = [...new Set(pageStates.filter((state) => !state.status).map(({ path }) => path))];

// How many pieces each width cuts the HTML into: different numbers, so the cuts fall elsewhere.
for (const { name, width, height, pieces } of [
  { name: 'phone', width: 375, height: 812, pieces: 60 },
  { name: 'desktop', width: 1440, height: 900, pieces: 47 },
]) {
  test.describe(`${name} (${width} px), the HTML in ${pieces} pieces`, () => {
    test.use({ viewport: { width, height } });
    let proxy: Awaited<ReturnType<typeof startTricklingProxy>> | undefined;

    test.beforeAll(async ({ baseURL }) => {
      proxy = await startTricklingProxy(baseURL!, pieces, PAUSE);
    });

    test.afterAll(() => proxy?.close());

    for (const path of paths) {
      test(`${path}: nothing moves while its HTML comes in`, async ({ page }) => {
        await page.goto(proxy!.origin + path);
        await settled(page);
        expect(proxy!.trickled, 'the HTML came in pieces').toContain(path);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    test('the measurement sees a shift: blocks stacked upwards move what came first', async ({
      page,
      baseURL,
    }) => {
      // A constructed style sheet, which the site's Content-Security-Policy does not govern: the
      // content and each of its blocks stack upwards, so whatever arrives pushes the rest down.
      await page.addInitScript(() => {
        const style = new CSSStyleSheet();
        style.replaceSync('main, main > * { display: flex; flex-direction: column-reverse; }');
        document.adoptedStyleSheets = [style];
      });
      // Longer pauses than above, so that even a busy machine paints between the pieces.
      const slow = await startTricklingProxy(baseURL!, pieces, 100);
      try {
        await page.goto(slow.origin + '/');
        await settled(page);
        expect(await layoutShifts(page)).not.toEqual([]);
      } finally {
        await slow.close();
      }
    });
  });
}
