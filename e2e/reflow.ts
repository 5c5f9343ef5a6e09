import type { Page } from '@playwright/test';

import { readThrough } from './read-through';

/**
 * Reflow (WCAG 1.4.10, 1.4.4), checked by e2e/quality.spec.ts in every page and state of
 * e2e/pages.ts: at 1,280 px with the text at 200 % and at 320 CSS px (= 1,280 px at 400 % zoom),
 * reached by resizing the page as zooming does, no sideways scrolling, no text over text and no
 * word of a heading cut where the line happens to end.
 */
export const reflowLayouts = [
  { name: '200 % Text', width: 1280, height: 720, text: 2 },
  { name: '320 px', width: 320, height: 640, text: 1 },
];

/** Pairs of different text runs whose boxes overlap by more than 2 px each way (text over text). */
const overlappingText = (page: Page) =>
  page.evaluate(() => {
    const modal = document.querySelector('dialog[open]');
    const root = modal ?? document.body;
    // The content of a closed <details> keeps boxes in Chromium (content-visibility) but is not shown.
    // Google's maps (the map page's, the trip plan's) clip their markers at their edges.
    const skipped =
      '[hidden], [aria-hidden="true"], .visually-hidden, dialog:not([open]), details:not([open]) > :not(summary), #google-map, #trip-google-map';
    const runs: { rect: DOMRect; node: Text }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || parent.closest(skipped)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      // Text wholly above or left of the page (skip links until focused) cannot be scrolled to.
      const outside = (rect: DOMRect) => rect.bottom + scrollY <= 0 || rect.right + scrollX <= 0;
      for (const rect of range.getClientRects())
        if (rect.width > 1 && rect.height > 1 && !outside(rect)) runs.push({ rect, node });
    }
    const overlaps: string[] = [];
    for (let i = 0; i < runs.length; i++)
      for (let j = i + 1; j < runs.length; j++) {
        const [a, b] = [runs[i]!, runs[j]!];
        if (a.node === b.node) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 2 && y > 2) overlaps.push(`„${a.node.data.trim()}“ / „${b.node.data.trim()}“`);
      }
    return overlaps;
  });

/**
 * The headings (`h1`–`h3` of the open dialog, else of the page) with a word too long for its line
 * cut where the line ends instead of at a syllable, with a hyphen ("Datenschutzerkläru|ng";
 * lib/typography/hyphenate.ts puts soft hyphens into long words). A break at a soft hyphen ends a
 * syllable, a hard hyphen ends a word: each run of letters between them must stay on one line.
 */
export const cutHeadingWords = (page: Page) =>
  page.evaluate(() => {
    // The line of a letter: a range that starts after a soft hyphen at a line's end also holds
    // that hyphen's box, on the line before, so each letter's last box is its own. A letter not
    // drawn (in a hidden part of the heading) has none.
    const lineOf = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      const top = [...range.getClientRects()].at(-1)?.top;
      return top === undefined ? null : Math.round(top);
    };
    const root = document.querySelector('dialog[open]') ?? document;
    const cut: string[] = [];
    for (const heading of root.querySelectorAll('h1, h2, h3')) {
      if (!heading.checkVisibility()) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      )
        for (const syllable of node.data.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const first = lineOf(node, syllable.index);
          const last = lineOf(node, syllable.index + syllable[0].length - 1);
          if (first !== null && last !== null && first !== last)
            cut.push(node.data.replaceAll('\u00AD', ''));
        }
    }
    return [...new Set(cut)];
  });

/**
 * Puts the page into a layout and says what does not reflow there (nothing:
 * `{ scroll: 0, overlaps: [], cutHeadingWords: [] }`).
 */
export async function reflowProblems(page: Page, layout: (typeof reflowLayouts)[number]) {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await page.evaluate((scale) => {
    document.documentElement.style.fontSize = `${scale * 100}%`;
  }, layout.text);
  await page.evaluate(() => new Promise(requestAnimationFrame));
  // Parts laid out only near the screen (`content-visibility: auto`) keep the size they last had
  // on screen: read through once, as a visitor would, so that each is measured as it is shown in
  // this layout, not as it was in the one before.
  await readThrough(page);
  const scroll = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // The phone's header stays on screen (sticky), on a background of its own, above the text that
  // scrolls beneath it: measured from the top of the page, where it covers nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  return {
    scroll: Math.max(0, scroll),
    overlaps: await overlappingText(page),
    cutHeadingWords: await cutHeadingWords(page),
  };
}
