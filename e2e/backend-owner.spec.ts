import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, postLogin, withBackendServer } from './backend-server';
import { newClientAddress, unique } from './contact.helpers';
import { e2eAdminEmail, e2eAdminPassword } from './settings';

// The owner's backend as an owner used to WordPress meets it: her site's name and words, her
// overview. On a server of its own (backend-server.ts).
const origin = withBackendServer(10);

const siteName = 'USA-Reiseführer';

/** Sends a message through the contact form, as a visitor without JavaScript does. */
async function sendMessage(page: Page, name: string, subject: string) {
  const form = {
    name,
    email: 'leserin@beispiel.de',
    subject,
    message: `Eine Frage von ${name}.`,
    consent: 'ja',
  };
  const headers = { cookie: 'spamshield=true', 'x-forwarded-for': newClientAddress() };
  const sent = await page.request.post('/kontakt/senden', { form, headers, maxRedirects: 0 });
  expect(sent.status()).toBe(303);
}

test('login, overview and navigation show her site’s name and icon, in her words, and no Payload', async ({
  page,
}) => {
  test.slow(); // five screens of the backend
  await page.goto('/verwaltung/login');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${siteName}Verwaltung`);
  await expect(page).toHaveTitle(new RegExp(`${siteName} \\(Verwaltung\\)$`));
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/icon\.svg/);
  await expect(page.locator('body')).not.toContainText(/payload/i);

  await logIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Übersicht: ${siteName}`);
  await expect(page).toHaveTitle(new RegExp(`${siteName} \\(Verwaltung\\)$`));
  const navigation = page.locator('nav').filter({ hasText: 'Inhalte' });
  await expect(navigation).toContainText(siteName);
  await expect(navigation).toContainText('Seiten und Texte');
  await expect(page.getByText(/Sammlungen|Globale Dokumente/)).toHaveCount(0);
  const viewSite = navigation.getByRole('link', { name: 'Website ansehen (öffnet in neuem Tab)' });
  await expect(viewSite).toHaveAttribute('href', '/');
  await expect(viewSite).toHaveAttribute('target', '_blank');
  expect(await page.locator('body').innerText()).not.toMatch(/payload/i);

  // A place's page: her site's icon in the top bar, named after it; no "API" tab.
  await page.goto('/verwaltung/collections/places/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(` – ${siteName} \\(Verwaltung\\)$`));
  await expect(page.getByRole('banner').getByRole('img', { name: siteName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Versionen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0);

  // A new photo's file, in her words.
  await page.goto('/verwaltung/collections/media/create');
  await expect(page.getByText('oder Datei hierher ziehen')).toBeVisible();

  // Her account: her settings, not the software's.
  await page.goto('/verwaltung/account');
  await expect(page.getByText('Einstellungen', { exact: true })).toBeVisible();
  await expect(page.getByText('Erscheinungsbild', { exact: true })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/payload/i);
});

test('her login is the server’s settings: the backend offers no change of password and no reset, and refuses them and a new address in German', async ({
  page,
}) => {
  await page.goto('/verwaltung/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Passwort vergessen?' })).toHaveCount(0);
  await logIn(page);
  await page.goto('/verwaltung/account');
  await expect(page.getByText('Einstellungen', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Passwort ändern' })).toHaveCount(0);

  // Payload reads the login cookie only on requests from the backend's own origin.
  const { docs } = await (
    await page.request.get('/api/users?depth=0', { headers: { origin } })
  ).json();
  const changed = await page.request.patch(`/api/users/${docs[0].id}`, {
    headers: { origin },
    data: { password: 'ein-ganz-neues-passwort', confirmPassword: 'ein-ganz-neues-passwort' },
  });
  expect(changed.status()).toBe(403);
  expect((await changed.json()).errors[0].message).toBe(
    'Ihr Passwort steht in der Einstellung ADMIN_PASSWORD des Servers und gilt nach jedem Neustart wieder. Ändern Sie es dort; ab dem nächsten Start gilt das neue.',
  );
  const moved = await page.request.patch(`/api/users/${docs[0].id}`, {
    headers: { origin },
    data: { email: 'neue-adresse@example.org' },
  });
  expect(moved.status()).toBe(403);
  expect((await moved.json()).errors[0].message).toMatch(/^Ihre E-Mail-Adresse .* ADMIN_EMAIL /);
  const reset = await page.request.post('/api/users/forgot-password', {
    headers: { origin },
    data: { email: e2eAdminEmail },
  });
  expect(reset.status()).toBe(403);
  expect((await reset.json()).errors[0].message).toMatch(
    /^Die Verwaltung verschickt keine E-Mails\./,
  );
  // The password of the setting still logs her in.
  expect(await postLogin(page.request, origin, e2eAdminPassword)).toBe(200);
});

test('the photos’ list finds a photo by its file name too, and its search field says so', async ({
  page,
}) => {
  await logIn(page);
  const rows = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
  // The seeded photos grand-canyon.jpg, grand-canyon-2.jpg and grand-canyon-3.jpg, whose alt texts
  // describe the pictures without naming the place.
  await page.goto('/verwaltung/collections/media?search=grand-canyon');
  await expect(rows(/grand-canyon(-\d)?\.jpg/)).toHaveCount(3);
  await expect(rows('yellowstone')).toHaveCount(0);

  await page.goto('/verwaltung/collections/media');
  const search = page.getByPlaceholder('Suche nach Alternativtext oder Dateiname', { exact: true });
  await search.fill('yellowstone');
  await expect(page).toHaveURL(/[?&]search=yellowstone/);
  await expect(rows(/yellowstone(-\d)?\.jpg/)).toHaveCount(3);
  await expect(rows('grand-canyon')).toHaveCount(0);
  // By its alt text, as before.
  await search.fill('hintereinander gestaffelte Tafelberge');
  await expect(rows('grand-canyon.jpg')).toHaveCount(1);
});

test('on a phone her pages need no sideways scrolling, and a document’s dates stand in full', async ({
  page,
}) => {
  test.slow(); // five screens of the backend
  await logIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // [address, whether the page is a document with its dates]
  for (const [path, dated] of [
    ['/verwaltung', false],
    ['/verwaltung/account', true],
    ['/verwaltung/collections/places/1', true],
    ['/verwaltung/collections/media/1', true],
    ['/verwaltung/globals/site', false],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const label of dated ? ['Zuletzt geändert:', 'Erstellt:'] : []) {
      const date = page.locator('.doc-controls__meta li').filter({ hasText: label });
      await expect(date, `${path}: ${label}`).toBeInViewport({ ratio: 1 });
      await expect(date, `${path}: ${label}`).toHaveText(/\d\d\.\d\d\.\d{4}, \d\d:\d\d$/);
    }
    const overflow = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(overflow, path).toEqual([390, 390]);
  }
  // A place's buttons stand whole on the screen (Payload's row scrolled sideways and cut the
  // second one off), and its whole address reads as one line of words.
  await page.goto('/verwaltung/collections/places/1');
  for (const name of ['Entwurf speichern', 'Änderungen veröffentlichen'])
    await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
  expect(await page.locator('.slug-input > .field-description').innerText()).toMatch(
    /^Ganze Adresse: http:\/\/\S+\/galerie\/grand-canyon$/,
  );
});

test('the overview lists the open messages, counts places and drafts, shows the last changes and leads to the common tasks', async ({
  page,
}) => {
  test.slow(); // two messages sent, six screens
  const older = unique('Ältere Leserin');
  const newer = unique('Neuere Leserin');
  await sendMessage(page, older, `Frage von ${older}`);
  await sendMessage(page, newer, `Frage von ${newer}`);
  await logIn(page);

  const messages = page.getByRole('region', { name: 'Nachrichten' });
  await expect(messages).toContainText(/\d+ offene Nachrichten?/);
  const titles = await messages.getByRole('listitem').getByRole('link').allInnerTexts();
  expect(titles.slice(0, 2)).toEqual([`Frage von ${newer}`, `Frage von ${older}`]);
  await expect(messages.getByRole('listitem').first()).toContainText(`von ${newer}, `);

  const places = page.getByRole('region', { name: 'Orte' });
  await expect(places).toContainText('30 Orte insgesamt');
  await expect(places).toContainText('Kein Entwurf (nicht öffentlich)');
  await expect(
    page.getByRole('region', { name: 'Zuletzt geändert' }).getByRole('listitem'),
  ).toHaveCount(5);

  const tasks = page.getByRole('list', { name: 'Häufige Aufgaben' });
  await expect(
    tasks.getByRole('link', { name: 'Website ansehen (öffnet in neuem Tab)' }),
  ).toHaveAttribute('target', '_blank');
  await tasks.getByRole('link', { name: 'Neues Foto' }).click();
  await expect(page).toHaveURL('/verwaltung/collections/media/create');
  await page.goBack();
  await tasks.getByRole('link', { name: 'Neuer Ort' }).click();
  await expect(page).toHaveURL('/verwaltung/collections/places/create');
  await page.goBack();

  await messages.getByRole('link', { name: `Frage von ${newer}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Frage von ${newer}` })).toBeVisible();
  await page.goBack();
  await messages.getByRole('link', { name: 'Alle Nachrichten anzeigen' }).click();
  await expect(page.getByRole('heading', { name: 'Nachrichten', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: newer })).toContainText('offen');
});

test('the overview is rendered on the server (also without JavaScript) and asks nobody else', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  expect(await postLogin(context.request, origin, e2eAdminPassword)).toBe(200);
  const page = await context.newPage();
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/verwaltung');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Übersicht: ${siteName}`);
  const messages = page.getByRole('region', { name: 'Nachrichten' });
  await expect(messages.getByRole('link', { name: 'Alle Nachrichten anzeigen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Zuletzt geändert' })).toBeVisible();
  expect(foreign).toEqual([]);
  await context.close();
});
