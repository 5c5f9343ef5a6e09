import { expect, test } from './fixtures';
import { focusOutlineWidth, tabTo } from './keyboard';
import { settled } from './settled';

const heading = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 });

test('gallery: Enter on "Nächste Seite" leads to page 2 with the focus on its heading, visibly', async ({
  page,
}) => {
  await page.goto('/galerie');
  await settled(page);
  await tabTo(page, page.getByRole('link', { name: 'Nächste Seite →' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/galerie/seite/2');
  await expect(heading(page)).toBeFocused();
  expect(await focusOutlineWidth(page)).toBeGreaterThanOrEqual(2);
  // The next Tab continues in the new content, not at the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).not.toBeFocused();
});

test('start page: Enter on a place card opens the place with the focus on its heading', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  const card = page.getByRole('main').locator('article').first().getByRole('link');
  const title = (await card.textContent())!.trim();
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/galerie\/[a-z-]+$/);
  await expect(heading(page)).toHaveText(title);
  await expect(heading(page)).toBeFocused();
});

test('gallery overlay: "Nächstes Ziel" moves the focus to the next place\'s heading with a visible outline; Escape returns to its tile', async ({
  page,
}) => {
  await page.goto('/galerie');
  await settled(page);
  const tile = page.locator('[data-masonry]').getByRole('link', { name: 'Key West' });
  await tabTo(page, tile, { limit: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName('Key West');
  await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeFocused();
  await tabTo(page, dialog.getByRole('link', { name: /Nächstes Ziel/ }));
  await page.keyboard.press('Enter');
  // The next place of its category (Küsten & Inseln) in the gallery's order.
  await expect(page).toHaveURL('/galerie/waikiki-beach');
  const title = dialog.getByRole('heading', { name: 'Waikiki Beach' });
  await expect(title).toBeFocused();
  expect(await focusOutlineWidth(page)).toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL('/galerie');
  await expect(
    page.locator('[data-masonry]').getByRole('link', { name: 'Waikiki Beach' }),
  ).toBeFocused();
});
