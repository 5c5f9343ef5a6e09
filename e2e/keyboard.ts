import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) as a person would until `target` has the focus; fails after `limit`
 * presses. Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 60 } = {}) {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
  }
  throw new Error(`${limit} presses of ${back ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** What has the focus, described for a failure message: tag, role, name and text. */
export const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> ${name ?? ''}`;
  });

/**
 * Records what screen readers would announce from live regions (role alert/status/log, aria-live):
 * each time a live region is shown or nodes or text inside it change, its text at that moment.
 * Call before the page loads; read with `announcements(page)`.
 */
export async function recordAnnouncements(page: Page) {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __announcements: string[] }).__announcements = log;
    const live =
      '[role="alert"], [role="status"], [role="log"], [aria-live]:not([aria-live="off"])';
    const regionOf = (node: Node | null) =>
      (node instanceof Element ? node : node?.parentElement)?.closest(live);
    new MutationObserver((mutations) => {
      const changed = new Set<Element>();
      for (const mutation of mutations) {
        const region = regionOf(mutation.target);
        if (!region) continue;
        if (mutation.type === 'attributes' && mutation.target !== region) continue;
        if (mutation.type === 'childList' && mutation.addedNodes.length === 0) continue;
        changed.add(region);
      }
      for (const region of changed) {
        const text = (region as HTMLElement).innerText?.trim();
        if (text && region.getClientRects().length > 0) log.push(text.replace(/\s+/g, ' '));
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden'],
    });
  });
}

export const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announcements: string[] }).__announcements);

/** Waits until an announcement containing `text` has been made `times` times in all. */
export async function expectAnnounced(page: Page, text: string | RegExp, times = 1) {
  await expect
    .poll(async () =>
      (await announcements(page)).filter((said) =>
        typeof text === 'string' ? said.includes(text) : text.test(said),
      ),
    )
    .toHaveLength(times);
}

/** Whether the focused element shows a visible focus indicator (an outline of at least 2 px). */
export const focusOutlineWidth = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 0;
    const style = getComputedStyle(element);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
  });
