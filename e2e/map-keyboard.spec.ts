import { expect, test } from './fixtures';
import { mapArea, mapsCalls, markersOnMap, serveFakeGoogleMaps } from './google-maps';
import { tabTo } from './keyboard';

test.beforeEach(async ({ context }) => {
  await serveFakeGoogleMaps(context);
});

test('keyboard only: load the map, show a place from the list, close its info window, back in the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/karte');
  await tabTo(page, mapArea(page).getByRole('button', { name: 'Karte laden', exact: true }));
  await page.keyboard.press('Enter');
  await expect(markersOnMap(page).first()).toBeVisible();

  const show = page.getByRole('button', { name: 'Auf der Karte zeigen – Boston' });
  await tabTo(page, show, { limit: 200 });
  await page.keyboard.press('Enter');
  const info = page.getByRole('dialog');
  await expect(info.getByRole('heading', { name: 'Boston' })).toBeVisible();
  // What the code asks Google's info window for: take the focus on opening, and focus() once it
  // is visible (Google's own focus handling happens inside its API and is not tested here).
  const calls = (await mapsCalls(page))!;
  expect(calls.infoWindowOpens.at(-1)).toMatchObject({ header: 'Boston', shouldFocus: true });
  await expect.poll(async () => (await mapsCalls(page))!.infoWindowFocus).toBe(1);
  const close = info.getByRole('button', { name: 'Schließen' });
  await expect(close).toBeFocused();
  await expect(close).toBeInViewport();

  // Closing the info window returns to the list entry, which scrolls back into view.
  await page.keyboard.press('Enter');
  await expect(info).toHaveCount(0);
  await expect(show).toBeFocused();
  await expect(show).toBeInViewport();
  await expect(page).toHaveURL('/karte');
});

test('the link that skips the map shows on the map area, where it acts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/karte');
  const skip = page.getByRole('link', { name: 'Karte überspringen, direkt zur Liste' });
  await tabTo(page, skip);
  await expect(skip).toBeInViewport();
  const link = (await skip.boundingBox())!;
  const area = (await mapArea(page).boundingBox())!;
  expect(link.y).toBeGreaterThanOrEqual(area.y);
  expect(link.y + link.height).toBeLessThanOrEqual(area.y + area.height);
  expect(link.x).toBeGreaterThanOrEqual(area.x);
  expect(link.x + link.width).toBeLessThanOrEqual(area.x + area.width);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 2, name: /^Alle \d+ Ziele als Liste/ }),
  ).toBeFocused();
});
