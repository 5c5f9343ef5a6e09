import { expect, test } from './fixtures';
import {
  announcements,
  expectAnnounced,
  focusedElement,
  recordAnnouncements,
  tabTo,
} from './keyboard';
import { settled } from './settled';

/**
 * Keyboard-only paths (docs/testing.md#where-the-tests-are) not covered by the feature's own
 * keyboard spec (contact, owner's area, map, navigation): keys pressed as a person would, then
 * where the focus is and what was announced.
 */

test('start page: the first Tab shows the skip link; Enter puts the focus on the content, the next Tab on its first link', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The first link of the content is the hero's first way in: the header is skipped.
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Karte' })).toBeFocused();
});

test('start page: the main navigation leads to the gallery; the focus stays on its link, now the current page', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const gallery = navigation.getByRole('link', { name: 'Galerie' });
  await tabTo(page, gallery);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/galerie');
  await expect(gallery, await focusedElement(page)).toBeFocused();
  await expect(gallery).toHaveAttribute('aria-current', 'page');
  // Shift+Tab walks back along the navigation, not from the top of the page.
  await page.keyboard.press('Shift+Tab');
  await expect(navigation.getByRole('link', { name: 'Karte' })).toBeFocused();
});

test('gallery: Enter on a filter chip filters, keeps the focus on the chip and announces the count; Tab goes on to the tiles', async ({
  page,
}) => {
  await recordAnnouncements(page);
  await page.goto('/galerie');
  await settled(page);
  const filter = page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
  const cities = filter.getByRole('link', { name: /^Städte/ });
  await tabTo(page, cities);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/galerie/kategorie/stadt');
  await expect(cities).toBeFocused();
  await expect(cities).toHaveAttribute('aria-current', 'page');
  await expectAnnounced(page, '7 Ziele in der Kategorie „Städte“');

  // Back to all places with the keyboard: Shift+Tab to "Alle", Enter.
  const all = filter.getByRole('link', { name: /^Alle/ });
  const allCount = '30 Ziele – Seite 1 von 3: 1 bis 12';
  const saidBefore = (await announcements(page)).filter((said) => said.includes(allCount)).length;
  await tabTo(page, all, { back: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/galerie');
  await expect(all).toBeFocused();
  await expectAnnounced(page, allCount, saidBefore + 1);

  // The tiles follow the chips in the Tab order.
  await tabTo(page, page.locator('[data-masonry] article').getByRole('link').first(), {
    limit: 10,
  });
});

test('gallery: a tile opens its overlay with Enter, Tab never reaches the page behind it, Escape closes it onto the tile', async ({
  page,
}) => {
  await page.goto('/galerie/kategorie/natur');
  await settled(page);
  const tile = page.locator('[data-masonry]').getByRole('link', { name: 'Zion-Nationalpark' });
  await tabTo(page, tile, { limit: 40 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Zion-Nationalpark' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  // Tab and Shift+Tab never reach the page behind the overlay (a modal dialog). Past its last
  // control the browser moves the focus to its own toolbar (seen here as <body>), and from there
  // back into the overlay.
  for (const key of ['Tab', 'Shift+Tab']) {
    const reached = new Set<string>();
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press(key);
      const where = await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return element.contains(active) ? active.outerHTML : 'page';
      });
      expect(where, `${key} × ${press + 1}: ${await focusedElement(page)}`).not.toBe('page');
      reached.add(where);
    }
    expect(reached.size, `${key} reaches every control of the overlay`).toBeGreaterThan(2);
  }
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/galerie/kategorie/natur');
  await expect(dialog).toBeHidden();
  await expect(tile).toBeFocused();
});

test('privacy page: the map consent is withdrawn with Space; the focus stays on the button, the result is announced', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'karte-zustimmung', value: 'ja', url: baseURL! }]);
  await recordAnnouncements(page);
  await page.goto('/datenschutz');
  await settled(page);
  const section = page.locator('#google-maps');
  const withdraw = section.getByRole('button', { name: 'Einwilligung widerrufen' });
  await tabTo(page, withdraw, { limit: 80 });
  await page.keyboard.press('Space');
  await expect(withdraw).toBeFocused();
  await expectAnnounced(page, /Ihre Einwilligung ist widerrufen/);
  await expect(withdraw).toHaveAttribute('aria-disabled', 'true');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('karte-zustimmung');
});
