import categories from '../content/categories.json' with { type: 'json' };
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { expectAnnounced, focusOutlineWidth, recordAnnouncements, tabTo } from './keyboard';
import { settled } from './settled';
import { nearestPlaces } from '../lib/map/distance';

/** A place page's own actions: its neighbours, and sharing it (docs/features.md#the-gallery). */
// The neighbours step through a place's category in the gallery's order: its first three places.
const [first, second, third] = places.filter(({ category }) => category === 'natur') as [
  (typeof places)[number],
  (typeof places)[number],
  (typeof places)[number],
];

test.describe('"Vorheriges/Nächstes Ziel"', () => {
  test('are links styled as buttons, named after the place they lead to, and work by keyboard', async ({
    page,
  }) => {
    await page.goto(`/galerie/${second.slug}`);
    await settled(page);
    const neighbours = page.getByRole('navigation', { name: 'Weitere Ziele' });
    const previous = neighbours.getByRole('link', {
      name: `Vorheriges Ziel in „Natur“: ${first.title}`,
    });
    const next = neighbours.getByRole('link', { name: `Nächstes Ziel in „Natur“: ${third.title}` });
    await expect(previous).toHaveAttribute('href', `/galerie/${first.slug}`);
    await expect(next).toHaveAttribute('href', `/galerie/${third.slug}`);
    // Styled as the site's secondary buttons: a border and the button's minimum height.
    for (const step of [previous, next]) {
      const look = await step.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: parseFloat(style.borderTopWidth),
          height: element.getBoundingClientRect().height,
        };
      });
      expect(look.border).toBeGreaterThan(0);
      expect(look.height).toBeGreaterThanOrEqual(44);
    }
    await tabTo(page, next);
    expect(await focusOutlineWidth(page)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/galerie/${third.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(third.title);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('they are plain links that work', async ({ page }) => {
      await page.goto(`/galerie/${first.slug}`);
      const neighbours = page.getByRole('navigation', { name: 'Weitere Ziele' });
      await expect(neighbours.getByRole('link', { name: /Vorheriges Ziel/ })).toHaveCount(0);
      await neighbours
        .getByRole('link', { name: `Nächstes Ziel in „Natur“: ${second.title}` })
        .click();
      await expect(page).toHaveURL(`/galerie/${second.slug}`);
    });
  });
});

test.describe('sharing a place', () => {
  test('with the Web Share API: the share sheet gets the title, the summary and the address', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto(`/galerie/${first.slug}`);
    await settled(page);
    await page.getByRole('button', { name: 'Teilen' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        { title: first.title, text: first.summary, url: `${baseURL}/galerie/${first.slug}` },
      ]);
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toHaveCount(0);
  });

  test('without it: "Link kopieren" copies the address and says so to screen readers', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
    });
    await recordAnnouncements(page);
    await page.goto(`/galerie/${first.slug}`);
    await settled(page);
    const copy = page.getByRole('button', { name: 'Link kopieren' });
    await tabTo(page, copy);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Link kopiert.');
    await expect(page.getByRole('status').filter({ hasText: 'Link kopiert.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/galerie/${first.slug}`,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('no button that could do nothing is shown', async ({ page }) => {
      await page.goto(`/galerie/${first.slug}`);
      await expect(page.getByRole('link', { name: 'Auf der Karte zeigen' })).toBeVisible();
      await expect(page.getByRole('button', { name: /Teilen|Link kopieren/ })).toHaveCount(0);
    });
  });
});

test('"In der Nähe" names the three places nearest to a place, nearest first, with the distance', async ({
  page,
}) => {
  await page.goto('/galerie/grand-canyon');
  const nearby = page.getByRole('region', { name: 'In der Nähe' });
  await expect(nearby.getByRole('listitem')).toHaveText([
    'Zion-Nationalpark Utah · rund 150 km Luftlinie',
    'Las Vegas Nevada · rund 270 km Luftlinie',
    'Mesa Verde Colorado · rund 350 km Luftlinie',
  ]);
  await nearby.getByRole('listitem').getByRole('link', { name: 'Las Vegas' }).click();
  await expect(page).toHaveURL('/galerie/las-vegas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Las Vegas');
});

test('every place’s page names the nearest places and the neighbours that the whole list gives', async ({
  page,
}) => {
  test.slow(); // 30 pages
  // The page reads just these (lib/content getSurroundings); the list of all places says which.
  for (const place of places) {
    await page.goto(`/galerie/${place.slug}`);
    const nearby = page.getByRole('region', { name: 'In der Nähe' });
    await expect(nearby.getByRole('listitem').getByRole('link')).toHaveText(
      nearestPlaces(places, place).map(({ place: other }) => other.title),
    );
    const category = places.filter((other) => other.category === place.category);
    const index = category.indexOf(place);
    const [previous, next] = [category[index - 1], category[index + 1]];
    const label = categories.find(({ slug }) => slug === place.category)!.label;
    const names = [
      previous && `Vorheriges Ziel in „${label}“: ${previous.title}`,
      next && `Nächstes Ziel in „${label}“: ${next.title}`,
    ].filter((name) => name !== undefined);
    const steps = page.getByRole('navigation', { name: 'Weitere Ziele' }).getByRole('link');
    await expect(steps).toHaveCount(names.length);
    for (const [n, name] of names.entries()) await expect(steps.nth(n)).toHaveAccessibleName(name);
  }
});
