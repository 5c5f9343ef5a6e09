import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabTo } from './keyboard';
import { settled } from './settled';

// The site search at /suche (lib/search): a plain GET form, rendered per request, results as the
// gallery's tiles. Its axe-core, HTML, reflow and header checks run over its states in e2e/pages.ts.

const nationalParks = [
  'Yellowstone-Nationalpark',
  'Denali-Nationalpark',
  'Yosemite-Nationalpark',
  'Zion-Nationalpark',
  'Kenai-Fjords-Nationalpark',
  'Hawaii-Volcanoes-Nationalpark',
];

const field = (page: Page) =>
  page.getByRole('search').getByRole('searchbox', { name: 'Suchbegriff' });
const tiles = (page: Page) => page.locator('[data-masonry] article').getByRole('link');
const summary = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Types a query into the form and sends it with Enter, as a visitor does. */
async function search(page: Page, query: string) {
  await field(page).fill(query);
  await field(page).press('Enter');
  await expect(page).toHaveURL(`/suche?q=${encodeURIComponent(query).replaceAll('%20', '+')}`);
}

test('with JavaScript: the header leads to the search; "Nationalparks" finds the national parks first, as tiles that link to them', async ({
  page,
}) => {
  await page.goto('/galerie');
  await settled(page);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Suche' })
    .click();
  await expect(page).toHaveURL('/suche');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');

  await search(page, 'Nationalparks');
  await expect(summary(page)).toHaveText(/^\d+ Treffer für „Nationalparks“$/);
  const count = Number(/^\d+/.exec((await summary(page).textContent())!)![0]);
  await expect(tiles(page)).toHaveCount(count);
  // Titles first, in the gallery's order: the first row, like the DOM.
  const titles = await tiles(page).allTextContents();
  expect(titles.slice(0, nationalParks.length).sort()).toEqual([...nationalParks].sort());
  expect(count).toBeGreaterThan(nationalParks.length); // places whose texts name a national park
  await expect(field(page)).toHaveValue('Nationalparks');
  await expect(page).toHaveTitle('„Nationalparks“ – Suche – USA-Reiseführer');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  await tiles(page).filter({ hasText: 'Zion-Nationalpark' }).click();
  await expect(page).toHaveURL('/galerie/zion');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zion-Nationalpark');
});

test('the header entry is reached with Tab; Enter opens the search with its field focused', async ({
  page,
}) => {
  await page.goto('/');
  await settled(page);
  const entry = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Suche' });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/suche');
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('Strände');
  await page.keyboard.press('Enter');
  await expect(summary(page)).toHaveText(/^\d+ Treffer für „Strände“$/);
  await expect(tiles(page).filter({ hasText: 'Waikiki Beach' })).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form searches and keeps the query; "Städte" finds the cities', async ({ page }) => {
    await page.goto('/suche');
    await search(page, 'Städte');
    await expect(field(page)).toHaveValue('Städte');
    await expect(summary(page)).toHaveText(/^\d+ Treffer für „Städte“$/);
    const titles = await tiles(page).allTextContents();
    expect(titles.slice(0, 7).sort()).toEqual(
      [
        'Boston',
        'Chicago',
        'Las Vegas',
        'New Orleans',
        'New York City',
        'San Francisco',
        'Seattle',
      ].sort(),
    );
    await expect(tiles(page).first()).toHaveAttribute('href', /^\/galerie\/[a-z-]+$/);
  });

  test('the field has the focus on the empty search page, not on a page of results', async ({
    page,
  }) => {
    await page.goto('/suche');
    await expect(field(page)).toBeFocused();
    await page.goto('/suche?q=St%C3%A4dte');
    await expect(summary(page)).toBeVisible();
    await expect(field(page)).not.toBeFocused();
  });

  test('every word must match: "Nationalpark Alaska" finds Denali and Kenai Fjords only', async ({
    page,
  }) => {
    await page.goto('/suche');
    await search(page, 'Nationalpark Alaska');
    await expect(tiles(page)).toHaveText(['Denali-Nationalpark', 'Kenai-Fjords-Nationalpark']);
    await expect(summary(page)).toHaveText('2 Treffer für „Nationalpark Alaska“');
  });

  test('no result: a German message and ways on to the gallery, its categories and the map', async ({
    page,
  }) => {
    await page.goto('/suche');
    await search(page, 'Eiffelturm');
    await expect(summary(page)).toHaveText('Keine Treffer für „Eiffelturm“');
    await expect(page.locator('[data-masonry]')).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Alle Ziele in der Galerie' })).toHaveAttribute(
      'href',
      '/galerie',
    );
    await expect(main.getByRole('link', { name: 'Alle Ziele auf der Karte' })).toHaveAttribute(
      'href',
      '/karte',
    );
    await expect(main.getByRole('link', { name: 'Städte' })).toHaveAttribute(
      'href',
      '/galerie/kategorie/stadt',
    );
    await expect(field(page)).toHaveValue('Eiffelturm');
  });

  test('a typing slip: the results of the nearest spelling the places use, and a note saying so', async ({
    page,
  }) => {
    await page.goto('/suche');
    await search(page, 'Yelowstone');
    await expect(summary(page)).toHaveText('1 Treffer für „Yellowstone“');
    await expect(page.getByRole('main')).toContainText(
      'Keine Treffer für „Yelowstone“ – Sie sehen die Treffer für die ähnliche Schreibweise „Yellowstone“.',
    );
    await expect(tiles(page)).toHaveText(['Yellowstone-Nationalpark']);
    await expect(field(page)).toHaveValue('Yelowstone');
    await expect(page).toHaveTitle('„Yelowstone“ – Suche – USA-Reiseführer');

    await search(page, 'Grand Cayon Arizna');
    await expect(summary(page)).toHaveText('1 Treffer für „Grand Canyon Arizona“');
    await expect(tiles(page)).toHaveText(['Grand Canyon']);
  });

  test('an empty query asks for a word', async ({ page }) => {
    await page.goto('/suche');
    await field(page).press('Enter');
    await expect(page).toHaveURL('/suche?q=');
    await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page)).toHaveAccessibleDescription('Bitte geben Sie einen Suchbegriff ein.');
    await expect(page.locator('[data-masonry]')).toHaveCount(0);
    await expect(page).toHaveTitle('Suche – USA-Reiseführer');
  });
});

test('odd queries: repeated, blank, with control characters, malformed or very long, answered 200 in German', async ({
  request,
}) => {
  const cases: [query: string, shows: RegExp][] = [
    ['q=Zion&q=Boston', /1 Treffer für „Zion“/],
    ['q=%20%20', /Bitte geben Sie einen Suchbegriff ein\./],
    ['q=Grand%00Canyon', /Treffer für „Grand Canyon“/],
    ['q=%3Cscript%3Ealert(1)%3C%2Fscript%3E', /Keine Treffer für „&lt;script&gt;alert\(1\)/],
    ['q=%E0%A4%A', /Suche/],
    ['q', /Bitte geben Sie einen Suchbegriff ein\./],
    [`q=${'Zion '.repeat(2000)}`, /1 Treffer für „(Zion ){19}Zion“/],
  ];
  for (const [query, shows] of cases) {
    const response = await request.get(`/suche?${query}`);
    expect(response.status(), query.slice(0, 40)).toBe(200);
    expect(await response.text(), query.slice(0, 40)).toMatch(shows);
  }
});

test('without a query the page explains the search and is not indexed', async ({ page }) => {
  await page.goto('/suche');
  await expect(page.getByRole('main')).toContainText('zum Beispiel „Nationalparks“');
  await expect(field(page)).toHaveValue('');
  await expect(field(page)).not.toHaveAttribute('aria-invalid');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://localhost:3000/suche',
  );
});
