import type { Page } from '@playwright/test';

/**
 * Resolves once the page has nothing left that would start a request by itself: every script has
 * run (`load`), React has hydrated the page (`<main>` carries React's fiber) and the browser has
 * had an idle period (no task queued), or a second has passed without one (a busy machine running
 * several browsers may not grant an idle period for long). Wait for this before asserting that a
 * request did *not* happen; network idle only says that none happened for half a second.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
  );
}
