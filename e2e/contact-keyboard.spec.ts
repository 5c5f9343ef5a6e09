import { expect, test } from './fixtures';
import { asNewClient, unique } from './contact.helpers';
import { expectAnnounced, recordAnnouncements, tabTo } from './keyboard';

const nameError = 'Bitte geben Sie Ihren Namen an.';
const consentError = 'Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu';

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
  await recordAnnouncements(page);
});

test('keyboard only: errors are announced on every attempt, the summary leads to the fields, the form is sent and can be started again', async ({
  page,
}) => {
  test.slow(); // a whole journey, with a real submission
  await page.goto('/kontakt');
  const name = page.getByRole('textbox', { name: /^Name/ });
  const consent = page.getByRole('checkbox', { name: /Datenschutzerklärung/ });

  // Skip link, then Tab to the first field; Enter in an empty field submits the form.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, name);
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expectAnnounced(page, nameError, 1);

  // The same invalid form again: announced again.
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expectAnnounced(page, nameError, 2);

  // The summary links every error to its field (it comes before the fields).
  const summary = page.getByRole('alert');
  await expect(summary.getByRole('link', { name: nameError })).toBeVisible();
  const toConsent = summary.getByRole('link', { name: new RegExp(consentError) });
  await tabTo(page, toConsent, { back: true });
  await page.keyboard.press('Enter');
  await expect(consent).toBeFocused();
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();

  await tabTo(page, name, { back: true });
  await page.keyboard.insertText(unique('Tastatur'));
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('tastatur@beispiel.de');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.insertText('Nur mit der Tastatur geschrieben, ganz ohne Maus.');
  await tabTo(page, page.getByRole('button', { name: 'Nachricht senden' }));
  await page.keyboard.press('Enter');
  const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' });
  await expect(thanks).toBeFocused();

  // "Weitere Nachricht schreiben" brings the empty form back with the focus in its first field.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Weitere Nachricht schreiben' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('');
});

for (const [label, width, textScale] of [
  ['1,280 px', 1280, 1],
  ['320 px', 320, 1],
  ['1,280 px at 200 % text', 1280, 2],
] as const) {
  test(`with errors at ${label}: the consent label stays beside its checkbox, the error below it, nothing scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/kontakt');
    await page.evaluate((scale) => {
      document.documentElement.style.fontSize = `${scale * 100}%`;
    }, textScale);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    // The message below the checkbox (the summary above the form repeats it as a link).
    const error = page.locator('p', { hasText: consentError });
    await expect(error).toBeVisible();

    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const checkbox = await box('#contact-consent');
    const label = await box('label[for="contact-consent"]');
    const message = (await error.boundingBox())!;
    const gap = 24 * textScale;
    expect(label.x - (checkbox.x + checkbox.width)).toBeLessThan(gap);
    expect(Math.abs(label.y - checkbox.y)).toBeLessThan(gap);
    expect(message.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
    expect(message.x).toBeCloseTo(label.x, 0);

    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const privacy = await page
      .getByRole('form', { name: 'Kontaktformular' })
      .getByRole('link', { name: 'Datenschutzerklärung' })
      .boundingBox();
    expect(privacy!.x + privacy!.width).toBeLessThanOrEqual(width);
  });
}

test('with reduced motion the sending indicator stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/kontakt');
  // The answer waits until the test has looked at the pending state.
  let answer: () => void = () => {};
  await page.route('**/kontakt/senden', async (route) => {
    await new Promise<void>((resolve) => (answer = resolve));
    await route.fulfill({ json: { kind: 'sent' } });
  });
  await page.getByRole('textbox', { name: /^Name/ }).fill('Ruhig');
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('ruhig@beispiel.de');
  await page.getByRole('textbox', { name: /^Nachricht/ }).fill('Bitte ohne Bewegung senden.');
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const button = page.getByRole('button', { name: 'Wird gesendet …' });
  await expect(button).toBeVisible();
  await page.waitForTimeout(100);
  const running = await button.evaluate(
    (element) =>
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running').length,
  );
  expect(running).toBe(0);
  answer();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeFocused();
});
