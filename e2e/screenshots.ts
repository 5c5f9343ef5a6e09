import { resolve } from 'node:path';
import { test, type Page } from '@playwright/test';
import { pageStates } from './pages';

/** Where `npm run screenshots` writes (git-ignored): <width>-<scheme>/<nn>-<state>.png. */
const outDir = resolve(import.meta.dirname, '../.cache/screenshots');

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const fileName = (name: string, index: number) =>
  `${String(index + 1).padStart(2, '0')}-${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.png`;

/**
 * A full-page screenshot shows every part as a visitor scrolling there sees it: the lazy images
 * load now, and the parts drawn only near the screen (`content-visibility: auto`, the map's list)
 * are drawn, where the capture would leave them empty. Through each element's own style, which the
 * site's policy allows (a `<style>` added to the page, which its style hashes do not name, is
 * refused).
 */
async function showEverything(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto')
        element.style.setProperty('content-visibility', 'visible', 'important');
    }
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const { width, height } of viewports) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${width} px, ${colorScheme}`, () => {
      test.use({ viewport: { width, height }, colorScheme });

      pageStates.forEach((state, index) => {
        test(state.name, async ({ page }) => {
          await (state.visit ? state.visit(page) : page.goto(state.path));
          await page.waitForLoadState('load');
          await showEverything(page);
          await page.screenshot({
            path: resolve(outDir, `${width}-${colorScheme}`, fileName(state.name, index)),
            fullPage: true,
            animations: 'disabled',
          });
        });
      });
    });
  }
}
