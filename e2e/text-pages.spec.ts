import { expect, test } from './fixtures';
import { cutHeadingWords } from './reflow';

/**
 * The text pages' headings on a phone (lib/typography/hyphenate.ts): a word too long for the line
 * breaks at a syllable, with a hyphen, not where the line happens to end ("Datenschutzerkläru|ng").
 * Every page is checked so at 320 px by the reflow check (./reflow.ts); here also at 390 px, and
 * that the privacy page's heading, too long for a phone's line, does break.
 */
const paths = ['/impressum', '/datenschutz', '/barrierefreiheit', '/reiseinfos'];

test('at 390 px no heading of the text pages cuts a word without a hyphen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
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
