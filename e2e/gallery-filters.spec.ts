import type { Page } from '@playwright/test';
import categories from '../content/categories.json' with { type: 'json' };
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { settled } from './settled';

/**
 * The gallery's filters: a category or a state page is headed and titled by its name, and a
 * category and a state combine into one address (/galerie/kategorie/natur/bundesstaat/kalifornien),
 * with JavaScript and without.
 */
const siteName = 'USA-Reiseführer';
const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const tileLinks = (page: Page) => page.locator('[data-masonry]').getByRole('link');
const categoryChips = (page: Page) =>
  page.getByRole('navigation', { name: 'Nach Kategorie filtern' });
const stateChips = (page: Page) =>
  page.getByRole('navigation', { name: 'Nach Bundesstaat filtern' });
const titles = (filter: (place: (typeof places)[number]) => boolean) =>
  places.filter(filter).map((place) => place.title);
const description = (page: Page) => page.locator('meta[name="description"]');
/** The paragraph below the heading: it describes the view shown, as its meta description does. */
const lead = (page: Page) => page.getByRole('main').locator('h1 + p');
const natureText = categories.find((category) => category.slug === 'natur')!.description;

test('a category page is headed and titled by its category', async ({ page }) => {
  await page.goto('/galerie/kategorie/natur');
  await expect(heading(page)).toHaveText('Natur');
  await expect(page).toHaveTitle(`Natur – Galerie – ${siteName}`);
  await expect(description(page)).toHaveAttribute('content', natureText);
  // The category's own text is the lead, once on the page (not below the gallery's general one).
  await expect(lead(page)).toHaveText(natureText);
  await expect(page.getByText(natureText)).toHaveCount(1);
});

test('a state page is headed and titled by its state', async ({ page }) => {
  await page.goto('/galerie/bundesstaat/kalifornien');
  await expect(heading(page)).toHaveText('Kalifornien');
  await expect(page).toHaveTitle(`Kalifornien – Galerie – ${siteName}`);
  await expect(description(page)).toHaveAttribute(
    'content',
    'Alle Ziele des USA-Reiseführers im Bundesstaat Kalifornien in Bildern.',
  );
  await expect(lead(page)).toHaveText(
    'Alle Ziele des USA-Reiseführers im Bundesstaat Kalifornien in Bildern.',
  );
});

test('Washington, D.C. is named as the district it is, not as a state', async ({ page }) => {
  await page.goto('/galerie/bundesstaat/washington-d-c');
  await expect(heading(page)).toHaveText('Washington, D.C.');
  await expect(lead(page)).toHaveText(
    'Alle Ziele des USA-Reiseführers in Washington, D.C. in Bildern.',
  );
  await expect(page.getByRole('status')).toHaveText('1 Ziel in Washington, D.C.');
  // The start page counts the states apart from the district.
  await page.goto('/');
  await expect(
    page.getByText(/^30 Ziele in \d+ Bundesstaaten und Washington, D\.C\.$/),
  ).toBeVisible();
});

test('with JavaScript: the heading follows the chips, a category and a state combine', async ({
  page,
}) => {
  await page.goto('/galerie');
  await settled(page);
  await expect(heading(page)).toHaveText('Galerie');
  await categoryChips(page)
    .getByRole('link', { name: /^Natur/ })
    .click();
  await expect(page).toHaveURL('/galerie/kategorie/natur');
  await expect(heading(page)).toHaveText('Natur');
  await expect(lead(page)).toHaveText(natureText);
  await page.getByText('Bundesstaaten', { exact: true }).click();
  await stateChips(page)
    .getByRole('link', { name: /^New York/ })
    .click();
  await expect(page).toHaveURL('/galerie/kategorie/natur/bundesstaat/new-york');
  await expect(heading(page)).toHaveText('Natur in New York');
  await expect(lead(page)).toHaveText(
    'Die Ziele der Kategorie „Natur“ im Bundesstaat New York in Bildern.',
  );
  await expect(page).toHaveTitle(`Natur in New York – Galerie – ${siteName}`);
  await expect(page.getByRole('status')).toHaveText(
    '1 Ziel in der Kategorie „Natur“ im Bundesstaat New York',
  );
  await expect(tileLinks(page)).toHaveText(
    titles((place) => place.category === 'natur' && place.state === 'New York'),
  );
  // "Alle" keeps the state, "Alle Bundesstaaten" the category.
  await categoryChips(page).getByRole('link', { name: /^Alle/ }).click();
  await expect(page).toHaveURL('/galerie/bundesstaat/new-york');
  await expect(heading(page)).toHaveText('New York');
  await expect(lead(page)).toHaveText(
    'Alle Ziele des USA-Reiseführers im Bundesstaat New York in Bildern.',
  );
  await expect(tileLinks(page)).toHaveText(titles((place) => place.state === 'New York'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category chip, then a state chip: the places of that category in that state', async ({
    page,
  }) => {
    await page.goto('/galerie');
    await categoryChips(page)
      .getByRole('link', { name: /^Natur/ })
      .click();
    await expect(page).toHaveURL('/galerie/kategorie/natur');
    await page.getByText('Bundesstaaten', { exact: true }).click();
    // Only the states that have places of the category are offered.
    await expect(stateChips(page).getByRole('link', { name: /^Illinois/ })).toHaveCount(0);
    await stateChips(page)
      .getByRole('link', { name: /^Kalifornien/ })
      .click();
    await expect(page).toHaveURL('/galerie/kategorie/natur/bundesstaat/kalifornien');
    await expect(heading(page)).toHaveText('Natur in Kalifornien');
    await expect(lead(page)).toHaveText(
      'Die Ziele der Kategorie „Natur“ im Bundesstaat Kalifornien in Bildern.',
    );
    await expect(page).toHaveTitle(`Natur in Kalifornien – Galerie – ${siteName}`);
    await expect(tileLinks(page)).toHaveText(
      titles((place) => place.category === 'natur' && place.state === 'Kalifornien'),
    );
    for (const chips of [categoryChips(page), stateChips(page)])
      await expect(chips.locator('[aria-current="page"]')).toHaveText(/^(Natur|Kalifornien)/);

    await stateChips(page)
      .getByRole('link', { name: /^Alle Bundesstaaten/ })
      .click();
    await expect(page).toHaveURL('/galerie/kategorie/natur');
    await expect(tileLinks(page)).toHaveText(titles((place) => place.category === 'natur'));
  });
});

test('a combined address that shows no place, or names an unknown filter, answers 404', async ({
  request,
}) => {
  expect((await request.get('/galerie/kategorie/natur/bundesstaat/kalifornien')).status()).toBe(
    200,
  );
  for (const path of [
    '/galerie/kategorie/natur/bundesstaat/illinois', // Illinois has a city, no nature
    '/galerie/kategorie/natur/bundesstaat/atlantis',
    '/galerie/kategorie/gibt-es-nicht/bundesstaat/utah',
    '/galerie/kategorie/natur/bundesstaat/utah/seite/2',
    '/galerie/bundesstaat/utah/kategorie/natur',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  const firstPage = await request.get('/galerie/kategorie/natur/bundesstaat/utah/seite/1', {
    maxRedirects: 0,
  });
  expect(firstPage.status()).toBe(308);
  expect(firstPage.headers().location).toMatch(/\/galerie\/kategorie\/natur\/bundesstaat\/utah$/);
});

test('the sitemap lists the combined views that have places, and no other', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const combined = [
    ...sitemap.matchAll(/\/galerie\/kategorie\/([a-z-]+)\/bundesstaat\/([a-z-]+)</g),
  ];
  expect(combined.map(([, category, state]) => `${category} ${state}`)).toHaveLength(
    new Set(places.map((place) => `${place.category} ${place.state}`)).size,
  );
  expect(sitemap).toContain('/galerie/kategorie/natur/bundesstaat/utah<');
  expect(sitemap).not.toContain('/galerie/kategorie/natur/bundesstaat/illinois<');
});
