import { expect, test } from './fixtures';
import { asNewClient, contactInput, fillContactForm, logIn, unique } from './contact.helpers';
import { e2eAdminPassword } from './settings';

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
});

async function send(page: import('@playwright/test').Page, input: ReturnType<typeof contactInput>) {
  await page.goto('/kontakt');
  await fillContactForm(page, input);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();
}

test('the owner’s area asks for the password, stays out of search engines', async ({ page }) => {
  await page.goto('/verwaltung/nachrichten');
  await expect(page).toHaveURL('/verwaltung/nachrichten/anmelden');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
});

test('a wrong password is refused', async ({ page, context }) => {
  await page.goto('/verwaltung/nachrichten/anmelden');
  await page.getByLabel('Passwort').fill(`${e2eAdminPassword}x`);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Passwort' })).toHaveText(
    'Das Passwort ist falsch.',
  );
  await expect(page.getByLabel('Passwort')).toHaveAttribute('aria-invalid', 'true');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
    'verwaltung_sitzung',
  );
  await page.goto('/verwaltung/nachrichten');
  await expect(page).toHaveURL('/verwaltung/nachrichten/anmelden');
});

test('after five failed logins even the right password waits', async ({ page }) => {
  const attempt = async (password: string) => {
    await page.getByLabel('Passwort').fill(password);
    // Each attempt is a POST of the login form; wait until the server has answered it.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/anmelden')),
      page.getByRole('button', { name: 'Anmelden' }).click(),
    ]);
    // The form empties itself once the answer is shown; only then is it ready for the next one.
    await expect(page.getByLabel('Passwort')).toHaveValue('');
  };
  await page.goto('/verwaltung/nachrichten/anmelden');
  for (let n = 0; n < 5; n++) await attempt(`falsch-${n}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Passwort' })).toHaveText(
    'Das Passwort ist falsch.',
  );
  await attempt(e2eAdminPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'Zu viele Fehlversuche.' })).toBeVisible();
  await expect(page).toHaveURL(/\/verwaltung\/nachrichten\/anmelden/);
});

test('the session cookie is HttpOnly, SameSite=Strict and limited to /verwaltung/nachrichten', async ({
  page,
  context,
}) => {
  await logIn(page);
  const session = (await context.cookies()).find((c) => c.name === 'verwaltung_sitzung');
  expect(session).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/verwaltung/nachrichten',
  });
  // Over plain HTTP (the test server) it cannot be Secure; behind HTTPS it is.
  expect(session?.secure).toBe(false);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL('/verwaltung/nachrichten/anmelden');
  await page.goto('/verwaltung/nachrichten');
  await expect(page).toHaveURL('/verwaltung/nachrichten/anmelden');
});

test('<script> in a message is shown as text', async ({ page }) => {
  const input = {
    ...contactInput(unique('<b>Fett</b>')),
    message: `<script>document.title = 'gehackt'</script><img src=x onerror="document.title='gehackt'"> ${unique('Gruß')}`,
  };
  await send(page, input);
  await logIn(page);
  const row = page.getByRole('row').filter({ hasText: input.name });
  await expect(row).toContainText('<b>Fett</b>');
  await row.getByRole('link').click();
  await expect(page.getByText(input.message)).toBeVisible();
  await expect(page.locator('main img')).toHaveCount(0);
  await expect(page.locator('main b')).toHaveCount(0);
  await expect(page).not.toHaveTitle('gehackt');
});

test.describe('a deleted message', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('the owner marks a message done, exports CSV and deletes it', async ({ page }) => {
    const input = contactInput(unique('Erledigen'));
    await send(page, input);
    await logIn(page);
    const row = page.getByRole('row').filter({ hasText: input.name });
    await expect(row).toContainText('offen');
    await row.getByRole('link', { name: input.subject }).click();

    await page.getByRole('button', { name: 'Als erledigt markieren' }).click();
    await expect(page.getByRole('button', { name: 'Wieder öffnen' })).toBeVisible();
    await expect(page.getByText(/^erledigt \(/)).toBeVisible();
    const detail = page.url();

    await page.goto('/verwaltung/nachrichten');
    await expect(page.getByRole('row').filter({ hasText: input.name })).toContainText('erledigt');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Als CSV herunterladen' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kontakt-nachrichten-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain(`"${input.name}";"${input.email}";"${input.subject}"`);
    expect(text).toContain('"erledigt"');

    await page.goto(detail);
    await page.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page).toHaveURL('/verwaltung/nachrichten?geloescht=1');
    await expect(page.getByRole('main').getByText('Die Nachricht wurde gelöscht.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(input.name);
    expect((await page.goto(detail))?.status()).toBe(404);
  });
});

test('the CSV export needs a session', async ({ request }) => {
  const response = await request.get('/verwaltung/nachrichten/export', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/verwaltung/nachrichten/anmelden');
});
