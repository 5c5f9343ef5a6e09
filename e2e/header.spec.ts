import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { settled } from './settled';

/**
 * The header: on a phone one bar of at most 64 px that stays on screen, with a search button and a
 * menu that folds the main navigation away (a disclosure button); on a wide screen the whole
 * navigation; without JavaScript the navigation lies open.
 */
const phone = { width: 390, height: 844 };
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menü' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

test.describe('phone (390 × 844)', () => {
  test.use({ viewport: phone });

  test('the header is one bar of at most 64 px that stays on screen while the page scrolls', async ({
    page,
  }) => {
    await page.goto('/galerie');
    await settled(page);
    const header = page.getByRole('banner');
    const { height } = (await header.boundingBox())!;
    test.info().annotations.push({ type: 'header height', description: `${height} px` });
    expect(height).toBeLessThanOrEqual(64);
    await page.evaluate(() => window.scrollTo(0, 2000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect((await header.boundingBox())!.y).toBe(0);
    await expect(header.getByRole('link', { name: 'Suche' })).toBeInViewport();
    await expect(menuButton(page)).toBeInViewport();
  });

  for (const width of [320, 360, 375]) {
    test(`at ${width} px too the bar is one line of at most 64 px, the site’s name whole`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 640 });
      await page.goto('/impressum');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
      const name = header
        .getByRole('link', { name: /zur Startseite/ })
        .getByText('USA-Reiseführer');
      expect(await name.evaluate((text) => text.scrollWidth <= text.clientWidth)).toBe(true);
    });
  }

  test('the menu opens and closes by keyboard; a page chosen in it closes it, the focus on the new page’s heading', async ({
    page,
  }) => {
    await page.goto('/');
    await settled(page);
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation(page)).toBeHidden();

    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation(page)).toBeVisible();
    // The open menu passes axe-core too (e2e/quality.spec.ts checks the page with it closed).
    expect((await new AxeBuilder({ page }).include('header').analyze()).violations).toEqual([]);
    // The navigation follows its button: the next Tab is its first link.
    await page.keyboard.press('Tab');
    await expect(navigation(page).getByRole('link', { name: 'Start' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(navigation(page)).toBeHidden();

    await page.keyboard.press('Space');
    await expect(navigation(page)).toBeVisible();
    await page.keyboard.press('Space');
    await expect(navigation(page)).toBeHidden();

    await page.keyboard.press('Enter');
    const travelInfo = navigation(page).getByRole('link', { name: 'Reiseinfos' });
    await tabTo(page, travelInfo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/reiseinfos');
    await expect(mainHeading(page)).toHaveText('Reiseinfos');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation(page)).toBeHidden();
    await expect(mainHeading(page)).toBeFocused();
  });

  test('the menu closes when the focus leaves it or on a tap outside it', async ({ page }) => {
    await page.goto('/kontakt');
    await settled(page);
    await menuButton(page).click();
    await expect(navigation(page)).toBeVisible();
    await tabTo(page, navigation(page).getByRole('link', { name: 'Suche' }));
    await page.keyboard.press('Tab');
    await expect(navigation(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await expect(navigation(page)).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(navigation(page)).toBeHidden();
    await expect(page).toHaveURL('/kontakt');
  });

  test('the search button leads to the search', async ({ page }) => {
    await page.goto('/galerie/grand-canyon');
    await settled(page);
    await page.getByRole('banner').getByRole('link', { name: 'Suche' }).click();
    await expect(page).toHaveURL('/suche');
    await expect(mainHeading(page)).toHaveText('Suche');
    // Ready to type: the field has the focus.
    await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no menu button: the navigation lies open and leads to every page', async ({ page }) => {
      await page.goto('/');
      await expect(menuButton(page)).toBeHidden();
      await expect(navigation(page)).toBeVisible();
      await navigation(page).getByRole('link', { name: 'Reiseinfos' }).click();
      await expect(page).toHaveURL('/reiseinfos');
      await expect(mainHeading(page)).toHaveText('Reiseinfos');
    });
  });
});

test('on a wide screen the main navigation lies open, the Reiseinfos in it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await settled(page);
  await expect(menuButton(page)).toBeHidden();
  await expect(navigation(page).getByRole('link')).toHaveText([
    'Start',
    'Karte',
    'Galerie',
    'Reiseinfos',
    'Kontakt',
    'Suche',
  ]);
  const { height } = (await page.getByRole('banner').boundingBox())!;
  await navigation(page).getByRole('link', { name: 'Reiseinfos' }).click();
  await expect(page).toHaveURL('/reiseinfos');
  await expect(mainHeading(page)).toHaveText('Reiseinfos');
  await expect(navigation(page).getByRole('link', { name: 'Reiseinfos' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // One line: name and navigation side by side.
  expect(height).toBeLessThanOrEqual(80);
});

/**
 * The header's links and buttons as Tab reaches them from the top of the page: each one's name
 * and where it stands on screen.
 */
async function headerTabStops(page: Page) {
  const stops: { name: string; x: number; y: number; height: number }[] = [];
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element?.closest('header')) return null;
      const { x, y, height } = element.getBoundingClientRect();
      return {
        name: element.getAttribute('aria-label') ?? element.textContent!.trim(),
        x,
        y,
        height,
      };
    });
    if (stop) stops.push(stop);
    else if (stops.length) break;
  }
  return stops;
}

// The trip plan's link stands beside the name on a phone and after the navigation on a wide
// screen: at each width the keyboard meets the header's parts in the order the eye reads them.
for (const { width, javaScript } of [
  { width: 390, javaScript: true },
  { width: 832, javaScript: true },
  { width: 600, javaScript: false },
  { width: 960, javaScript: true },
  { width: 1440, javaScript: true },
  { width: 1440, javaScript: false },
]) {
  test.describe(`at ${width} px ${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript, viewport: { width, height: 800 } });

    test('Tab goes through the header as it reads: left to right, line by line', async ({
      page,
    }) => {
      await page.goto('/impressum');
      if (javaScript) await settled(page);
      const stops = await headerTabStops(page);
      const names = stops.map((stop) => stop.name);
      expect(names[0]).toMatch(/zur Startseite/);
      expect(names).toContain('Merkliste');
      for (const [index, stop] of stops.entries()) {
        if (index === 0) continue;
        const before = stops[index - 1]!;
        const sameLine = Math.abs(stop.y + stop.height / 2 - (before.y + before.height / 2)) < 8;
        if (sameLine) expect(stop.x, `${before.name} → ${stop.name}`).toBeGreaterThan(before.x);
        else expect(stop.y, `${before.name} → ${stop.name}`).toBeGreaterThan(before.y);
      }
    });
  });
}
