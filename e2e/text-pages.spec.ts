import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The text pages' headings on a phone (lib/typography/hyphenate.ts): a word too long for the line
 * breaks at a syllable, with a hyphen, not where the line happens to end ("Datenschutzerkläru|ng").
 * A break at a soft hyphen ends a syllable: each syllable, the run between soft hyphens, must stay
 * on one line.
 */
const paths = ['/impressum', '/datenschutz', '/barrierefreiheit', '/reiseinfos'];

const cutHeadingWords = (page: Page) =>
  page.evaluate(() => {
    // The line of a letter: a range that starts after a soft hyphen at a line's end also holds
    // that hyphen's box, on the line before, so each letter's last box is its own.
    const lineOf = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return Math.round([...range.getClientRects()].at(-1)!.top);
    };
    const cut: string[] = [];
    for (const heading of document.querySelectorAll('main h1, main h2')) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (
        let node = walker.nextNode() as Text | null;
        node;
        node = walker.nextNode() as Text | null
      )
        for (const syllable of node.data.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const last = syllable.index + syllable[0].length - 1;
          if (lineOf(node, syllable.index) !== lineOf(node, last))
            cut.push(node.data.replaceAll('\u00AD', ''));
        }
    }
    return [...new Set(cut)];
  });

for (const width of [320, 390])
  test(`at ${width} px no heading of the text pages cuts a word without a hyphen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) {
      await page.goto(path);
      expect(await cutHeadingWords(page), path).toEqual([]);
    }
    // The privacy page's heading does not fit whole: it breaks, at its syllable.
    await page.goto('/datenschutz');
    const heading = page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    expect((await heading.boundingBox())!.height).toBeGreaterThan(
      await heading.evaluate((element) => 1.5 * parseFloat(getComputedStyle(element).lineHeight)),
    );
  });
