import { expect, test } from './fixtures';
import { asNewClient, newClientAddress, unique } from './contact.helpers';
import { expectAnnounced, recordAnnouncements, tabTo } from './keyboard';
import { e2eAdminPassword } from './settings';

/** Stores a message without a subject, as a visitor without JavaScript would send it. */
async function sendWithoutSubject(
  request: import('@playwright/test').APIRequestContext,
  name: string,
) {
  const form = {
    name,
    email: 'ohne-betreff@beispiel.de',
    message: `Eine Nachricht ohne Betreff von ${name}.`,
    consent: 'ja',
  };
  const headers = { cookie: 'spamshield=true', 'x-forwarded-for': newClientAddress() };
  const response = await request.post('/kontakt/senden', { form, headers, maxRedirects: 0 });
  expect(response.status()).toBe(303);
}

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await recordAnnouncements(page);
});

test('keyboard only: log in, open a message, mark it done, export, delete', async ({
  page,
  request,
}) => {
  test.slow(); // a whole journey through the owner's area
  const first = unique('Ohne Betreff A');
  const second = unique('Ohne Betreff B');
  await sendWithoutSubject(request, first);
  await sendWithoutSubject(request, second);

  await page.goto('/verwaltung/nachrichten/anmelden');
  const password = page.getByLabel('Passwort');
  await expect(password).toBeFocused();
  await page.keyboard.insertText(e2eAdminPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/verwaltung/nachrichten');

  // Links to messages without a subject still say which message they open.
  const main = page.getByRole('main');
  const toSecond = main.getByRole('link', { name: new RegExp(`^\\(ohne Betreff\\).*${second}`) });
  await expect(main.getByRole('link', { name: new RegExp(first) })).toHaveCount(1);
  await expect(toSecond).toHaveCount(1);

  const csv = main.getByRole('link', { name: 'Als CSV herunterladen' });
  await tabTo(page, csv);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);

  await tabTo(page, toSecond);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verwaltung\/nachrichten\/[^/?]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();

  // Marking it done keeps the focus on the button, which now offers the opposite; both announced.
  await tabTo(page, main.getByRole('button', { name: 'Als erledigt markieren' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Wieder öffnen' })).toBeFocused();
  await expectAnnounced(page, /erledigt/);
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: 'Als erledigt markieren' })).toBeFocused();
  await expectAnnounced(page, /offen/);

  await tabTo(page, main.getByRole('button', { name: 'Endgültig löschen' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/verwaltung/nachrichten?geloescht=1');
  await expectAnnounced(page, 'Die Nachricht wurde gelöscht.');
  await expect(main.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(main.getByRole('link', { name: new RegExp(second) })).toHaveCount(0);
});
