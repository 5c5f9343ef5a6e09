import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { recordGoogleRequests } from './google-maps';
import { buildWithoutMapKey, buildWithoutMapKeyHint } from './settings';
import { settled } from './settled';

// Runs against a build without NEXT_PUBLIC_GOOGLE_MAPS_API_KEY (scripts/test.sh's second leg).
test.beforeAll(() => {
  expect(buildWithoutMapKey, buildWithoutMapKeyHint).toBe(true);
});

test('without an API key the map page says the map is not set up and the list still works', async ({
  page,
  context,
}) => {
  const google = recordGoogleRequests(page);
  await page.goto('/karte');
  const area = page.getByRole('region', { name: 'Interaktive Karte' });
  await expect(
    area.getByRole('heading', { name: 'Interaktive Karte nicht eingerichtet' }),
  ).toBeVisible();
  await expect(area).toContainText(
    'Die interaktive Karte ist auf dieser Website nicht eingerichtet',
  );
  await expect(area.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Auf der Karte zeigen/ })).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(places.length);
  const links = page.getByRole('link', {
    name: /^In Google Maps öffnen – .+ \(öffnet in neuem Tab\)$/,
  });
  await expect(links).toHaveCount(places.length);
  const yosemite = places.find((place) => place.slug === 'yosemite')!;
  const link = page.getByRole('link', {
    name: 'In Google Maps öffnen – Yosemite-Nationalpark (öffnet in neuem Tab)',
  });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  const href = `https://www.google.com/maps/search/?api=1&query=${yosemite.location.lat}%2C${yosemite.location.lng}`;
  await expect(link).toHaveAttribute('href', href);
  await settled(page);
  expect(google).toEqual([]);

  // The link opens Google Maps in a new tab (answered here by a stand-in page, tests never reach Google).
  await context.route('https://www.google.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Google Maps</title>' }),
  );
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(popup.url()).toBe(href);
  await expect(page).toHaveURL('/karte');

  await page
    .getByRole('region', { name: /als Liste$/ })
    .getByRole('link', { name: 'Yosemite-Nationalpark', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yosemite-Nationalpark');
});
