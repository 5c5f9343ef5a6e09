import type { BrowserContext, Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { recordGoogleRequests } from './google-maps';
import { expectAnnounced, recordAnnouncements } from './keyboard';
import { settled } from './settled';

/**
 * The trip plan (docs/features.md#the-trip-plan-merkliste): places added from a place's page, a
 * gallery tile and the map's list, with JavaScript (kept in the browser) and without (in the
 * address); the plan with its legs and total, its order changed by keyboard, shared, printed;
 * unknown places reported; nothing requested from Google, no cookie but spamshield.
 */
const plan = (page: Page) => page.getByRole('region', { name: 'Reihenfolge' });
const stops = (page: Page) => plan(page).getByRole('listitem');
/** The plan's places, in its order (retried until they match). */
const expectStops = (page: Page, titles: string[]) =>
  expect(stops(page).getByRole('heading', { level: 3 })).toHaveText(titles);
const header = (page: Page) => page.getByRole('banner');
/** The names of the browser's cookies, each once (spamshield has no Path: one per folder). */
const cookieNames = async (context: BrowserContext) => [
  ...new Set((await context.cookies()).map(({ name }) => name)),
];

test.describe('with JavaScript', () => {
  test('three places from a place page, a tile and the map list, then the plan', async ({
    page,
    context,
  }) => {
    const google = recordGoogleRequests(page);
    await recordAnnouncements(page);

    await page.goto('/galerie/zion');
    await settled(page);
    const onPage = page.getByRole('main').getByRole('button', { name: 'Auf die Merkliste – Zion' });
    await onPage.click();
    await expect(page).toHaveURL('/galerie/zion');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Von der Merkliste – Zion-Nationalpark' }),
    ).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Merkliste, 1 Ort' })).toBeVisible();
    await expectAnnounced(page, 'Zion-Nationalpark steht auf der Merkliste (1 Ort).');

    await page.goto('/galerie');
    await settled(page);
    await page
      .locator('[data-masonry]')
      .getByRole('button', { name: 'Auf die Merkliste – Grand Canyon' })
      .click();
    await expect(page).toHaveURL('/galerie');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Merkliste, 2 Orte' })).toBeVisible();

    await page.goto('/karte');
    await settled(page);
    await page.getByRole('button', { name: 'Auf die Merkliste – Las Vegas' }).click();
    await expect(header(page).getByRole('link', { name: 'Merkliste, 3 Orte' })).toBeVisible();

    const toPlan = header(page).getByRole('link', { name: 'Merkliste, 3 Orte' });
    await expect(toPlan).toHaveAttribute('href', '/merkliste?orte=zion,grand-canyon,las-vegas');
    await toPlan.click();
    await page.waitForURL('/merkliste?orte=zion,grand-canyon,las-vegas');
    await expectStops(page, ['Zion-Nationalpark', 'Grand Canyon', 'Las Vegas']);
    // Zion – Grand Canyon about 150 km, Grand Canyon – Las Vegas about 270 km as the crow flies.
    await expect(stops(page).nth(0)).toContainText('ca. 150 km Luftlinie bis Grand Canyon');
    await expect(stops(page).nth(1)).toContainText('ca. 270 km Luftlinie bis Las Vegas');
    await expect(plan(page)).toContainText('Gesamt: ca. 420 km Luftlinie');
    await expect(page.getByRole('img', { name: /Karte der Merkliste: 3 Ziele/ })).toBeVisible();
    const directions = page.getByRole('link', { name: /^Route in Google Maps öffnen/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    const route = new URL((await directions.getAttribute('href'))!);
    expect(route.origin + route.pathname).toBe('https://www.google.com/maps/dir/');
    expect(route.searchParams.get('waypoints')).toBe('36.0544,-112.1401');

    // Taken out on the plan: also off the list in this browser.
    await stops(page).nth(1).getByRole('link', { name: 'Entfernen – Grand Canyon' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion,las-vegas');
    await expect(header(page).getByRole('link', { name: 'Merkliste, 2 Orte' })).toBeVisible();
    await expectAnnounced(page, 'Grand Canyon ist nicht mehr auf der Merkliste (2 Orte).');

    await settled(page);
    expect(google).toEqual([]);
    expect(await cookieNames(context)).toEqual(['spamshield']);
    expect(await page.evaluate(() => localStorage.getItem('merkliste'))).toBe('zion,las-vegas');
  });

  test('the order changes by keyboard, the focus stays on the moved place', async ({ page }) => {
    await recordAnnouncements(page);
    await page.goto('/merkliste?orte=zion,grand-canyon,las-vegas');
    await settled(page);
    const down = page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' });
    await down.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/merkliste?orte=grand-canyon,zion,las-vegas');
    await expectStops(page, ['Grand Canyon', 'Zion-Nationalpark', 'Las Vegas']);
    await expect(page.getByRole('link', { name: 'Nach unten – Zion-Nationalpark' })).toBeFocused();
    await expectAnnounced(page, 'Zion-Nationalpark ist jetzt Station 2 von 3.');
    await page.keyboard.press('Enter');
    await expectStops(page, ['Grand Canyon', 'Las Vegas', 'Zion-Nationalpark']);
    // The last place has no "down": the focus goes to its "up".
    await expect(page.getByRole('link', { name: 'Nach oben – Zion-Nationalpark' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('merkliste'))).toBe(
      'grand-canyon,las-vegas,zion',
    );
  });

  test('the plain /merkliste shows the stored list, and a shorter order is offered', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('merkliste', 'seattle,las-vegas,big-sur'));
    await page.goto('/merkliste');
    await expect(page).toHaveURL('/merkliste?orte=seattle,las-vegas,big-sur');
    await expectStops(page, ['Seattle', 'Las Vegas', 'Big Sur']);
    await page.getByRole('link', { name: 'Kürzere Reihenfolge übernehmen' }).click();
    await expect(page).toHaveURL('/merkliste?orte=seattle,big-sur,las-vegas');
    await expect(page.getByRole('link', { name: 'Kürzere Reihenfolge übernehmen' })).toHaveCount(0);
  });

  test('the shared address opens the same plan in a new browser', async ({ page, browser }) => {
    const address = '/merkliste?orte=boston,new-york-city,national-mall';
    await page.goto(address);
    const shown = await stops(page).allInnerTexts();
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await elsewhere.goto(new URL(address, page.url()).href);
    expect(await stops(elsewhere).allInnerTexts()).toEqual(shown);
    await expect
      .poll(() => elsewhere.evaluate(() => localStorage.getItem('merkliste')))
      .toBe('boston,new-york-city,national-mall');
    await other.close();
  });
});

test('an unknown place in the address is named and left out; at most 25 places', async ({
  page,
}) => {
  await page.goto('/merkliste?orte=zion,gibt-es-nicht,las-vegas');
  await expect(page.getByRole('main')).toContainText(
    'Ein Ort aus der Adresse ist nicht (mehr) im Reiseführer und wurde weggelassen: gibt-es-nicht.',
  );
  await expectStops(page, ['Zion-Nationalpark', 'Las Vegas']);

  await page.goto(`/merkliste?orte=${places.map(({ slug }) => slug).join(',')}`);
  await expect(stops(page)).toHaveCount(25);
  await expect(page.getByRole('main')).toContainText('höchstens 25 Orte');
});

test('the plan is no page for search engines', async ({ page }) => {
  await page.goto('/merkliste?orte=zion');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('printed, the map comes first and six places fit on two pages', async ({ page }) => {
  const six = ['seattle', 'cannon-beach', 'san-francisco', 'big-sur', 'las-vegas', 'zion'];
  await page.goto(`/merkliste?orte=${six.join(',')}`);
  await settled(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('a[data-move="down"]')).toHaveCount(5);
  await expect(page.locator('a[data-move="down"]').first()).toBeHidden();
  const map = await page.getByRole('img', { name: /Karte der Merkliste/ }).boundingBox();
  const first = await stops(page).first().boundingBox();
  expect(map!.y).toBeLessThan(first!.y);
  const pdf = await page.pdf({ format: 'A4', margin: { top: '1.5cm', bottom: '1.5cm' } });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages.length).toBeLessThanOrEqual(2);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a place page, a tile and the map list each lead to a plan with their place', async ({
    page,
  }) => {
    await page.goto('/galerie/zion');
    await page.getByRole('main').getByRole('button', { name: 'Auf die Merkliste – Zion' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion');
    await expectStops(page, ['Zion-Nationalpark']);

    await page.goto('/galerie');
    await page
      .locator('[data-masonry]')
      .getByRole('button', { name: 'Auf die Merkliste – Grand Canyon' })
      .click();
    await expect(page).toHaveURL('/merkliste?orte=grand-canyon');

    await page.goto('/karte');
    await page.getByRole('button', { name: 'Auf die Merkliste – Las Vegas' }).click();
    await expect(page).toHaveURL('/merkliste?orte=las-vegas');
  });

  test('the plan grows by its form and changes order through its links', async ({ page }) => {
    const google = recordGoogleRequests(page);
    await page.goto('/merkliste?orte=zion');
    for (const title of ['Grand Canyon', 'Las Vegas']) {
      await page.getByLabel('Ziel', { exact: true }).selectOption({ label: title });
      await page.getByRole('button', { name: 'Hinzufügen' }).click();
    }
    await expectStops(page, ['Zion-Nationalpark', 'Grand Canyon', 'Las Vegas']);
    await expect(plan(page)).toContainText('Gesamt: ca. 420 km Luftlinie');
    await page.getByRole('link', { name: 'Nach oben – Las Vegas' }).click();
    await expect(page).toHaveURL('/merkliste?orte=zion,las-vegas,grand-canyon');
    await expectStops(page, ['Zion-Nationalpark', 'Las Vegas', 'Grand Canyon']);
    await expect(
      page.getByText('Ohne JavaScript steht Ihre Merkliste nur in der Adresse'),
    ).toBeVisible();
    expect(google).toEqual([]);
  });
});
