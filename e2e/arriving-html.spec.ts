import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { layoutShifts } from './layout-shifts';
import { pageStates } from './pages';
import { settled } from './settled';
import { trickled, tricklingProxy } from './trickling-proxy';

/**
 * On a slow connection the browser paints a page before all of its HTML has arrived, again and
 * again as more comes in. What it painted must stay where it is: a pseudo-element that stands
 * before text yet to come, an element placed above or centred against what follows it in the
 * HTML, a right-aligned row that grows leftwards, all move (layout shifts, counted in CLS). Under
 * load this happened by chance in CI; here a proxy hands every page's HTML over in pieces.
 */

let proxy: Server;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  proxy = tricklingProxy(new URL(baseURL!));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const paths = [
  ...new Set(pageStates.filter((state) => !state.visit && !state.status).map(({ path }) => path)),
];

for (const { name, width, height } of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    for (const path of paths) {
      test(`${path}: nothing moves while its HTML comes in`, async ({ page }) => {
        await page.goto(origin + path);
        await settled(page);
        expect(trickled, 'the HTML came in pieces').toContain(path);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    test('the measurement sees a shift: sections stacked upwards move what came first', async ({
      page,
    }) => {
      // A constructed style sheet, which the site's Content-Security-Policy does not govern.
      await page.addInitScript(() => {
        const style = new CSSStyleSheet();
        style.replaceSync('main { display: flex; flex-direction: column-reverse; }');
        document.adoptedStyleSheets = [style];
      });
      // The start page's content is four sections: each one that arrives pushes the first down.
      await page.goto(origin + '/');
      await settled(page);
      expect(trickled, 'the HTML came in pieces').toContain('/');
      expect(await layoutShifts(page)).not.toEqual([]);
    });
  });
}
