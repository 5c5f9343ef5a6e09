import type { Page } from '@playwright/test';

/**
 * Scrolls the page from its top to its end, `step` screens at a time, two frames at each stop, as
 * a visitor reading it would: parts laid out only near the screen (`content-visibility: auto`) are
 * then laid out once each. Says whether the end of the page came into view.
 */
export const readThrough = (page: Page, step = 1) =>
  page.evaluate(async (step) => {
    const frame = () => new Promise(requestAnimationFrame);
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight * step) {
      window.scrollTo(0, top);
      await frame();
      await frame();
    }
    return scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
  }, step);
