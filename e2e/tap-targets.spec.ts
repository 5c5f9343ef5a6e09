import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './settled';

/**
 * On a phone every link and button of the header (its menu open), the footer, the navigations of
 * the page (filter chips, pagination, contents, next steps) and every disclosure is a target of at
 * least 44 × 44 CSS px (WCAG 2.5.5). Links inside running text are not measured: they are part of
 * a sentence (WCAG's inline exception).
 */
const MIN_SIZE = 44;
const paths = [
  '/',
  '/karte',
  '/galerie',
  '/galerie/seite/2',
  '/galerie/bundesstaat/kalifornien',
  '/galerie/kategorie/natur/bundesstaat/kalifornien',
  '/galerie/grand-canyon',
  '/kontakt',
  '/suche?q=Nationalparks',
  '/suche?q=Eiffelturm',
  '/reiseinfos',
  '/impressum',
];

/** The targets smaller than `min` px either way, each with its size. */
const smallTargets = (page: Page, min: number) =>
  page.evaluate((min) => {
    const targets = document.querySelectorAll<HTMLElement>(
      'header :is(a, button), footer :is(a, button), main nav :is(a, button), summary',
    );
    return Array.from(targets)
      .filter((target) => target.checkVisibility())
      .map((target) => ({ target, rect: target.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < min || rect.height < min)
      .map(
        ({ target, rect }) =>
          `${target.tagName.toLowerCase()} „${target.getAttribute('aria-label') ?? target.textContent?.trim()}“: ${Math.round(rect.width)} × ${Math.round(rect.height)}`,
      );
  }, min);

test.use({ viewport: { width: 390, height: 844 } });

for (const path of paths) {
  test(`${path}: every link and button of header, footer and navigations is at least 44 × 44 px`, async ({
    page,
  }) => {
    await page.goto(path);
    await settled(page);
    for (const details of await page.locator('main details:not([open]) > summary').all())
      await details.click();
    await page.getByRole('banner').getByRole('button', { name: 'Menü' }).click();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    expect(await smallTargets(page, MIN_SIZE)).toEqual([]);
  });
}
