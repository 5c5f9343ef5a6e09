import { expect, test } from './fixtures';
import {
  asNewClient,
  contactInput,
  fillContactForm,
  fillContactFormWithoutCookie,
  newClientAddress,
  submitContactForm,
  unique,
} from './contact.helpers';
import { inboxText } from './backend-server';
import site from '../content/site.json' with { type: 'json' };

const cookieMessage = 'Bitte erlauben Sie Cookies für diese Website und laden Sie die Seite neu.';

test.beforeEach(async ({ page }) => {
  await asNewClient(page);
});

test('a submission after loading the page is stored and appears in the owner’s inbox', async ({
  page,
}) => {
  const input = contactInput(unique('Anna'));
  await page.goto('/kontakt');
  await fillContactForm(page, input);
  expect((await submitContactForm(page)).status()).toBe(200);
  const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' });
  await expect(thanks).toBeFocused();

  await inboxText(page, input.name);
  await page.getByRole('link', { name: input.subject }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.subject);
  // The backend shows a message as a letter (e2e/inbox.spec.ts checks it in full).
  const letter = page.getByRole('article', { name: 'Die Nachricht' });
  await expect(letter).toContainText(`Von${input.name} <${input.email}>`);
  await expect(letter).toContainText(input.message);
});

test.describe('without the spamshield cookie', () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  test('the same submission is refused with the German message and not stored', async ({
    page,
    context,
  }) => {
    const input = contactInput(unique('Ohne-Cookie'));
    await fillContactFormWithoutCookie(page, context, input);
    expect((await submitContactForm(page)).status()).toBe(403);
    const alert = page.getByRole('alert').filter({ hasText: cookieMessage });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Nachricht/ })).toHaveValue(input.message);

    expect(await inboxText(page, input.name)).not.toContain(input.name);
  });

  test('a direct POST (no browser, no cookie) gets 403 and the German message', async ({
    playwright,
  }) => {
    const form = {
      name: 'Bot',
      email: 'bot@beispiel.de',
      message: 'Billige Uhren kaufen!',
      consent: 'ja',
    };
    // A fresh client for each request: the refusal, like every response, sets the cookie.
    const post = async (headers: Record<string, string> = {}) => {
      const client = await playwright.request.newContext();
      const response = await client.post('/kontakt/senden', { form, headers });
      const result = {
        status: response.status(),
        type: response.headers()['content-type'],
        setCookie: response.headers()['set-cookie'],
        body: await response.text(),
      };
      await client.dispose();
      return result;
    };

    const text = await post();
    expect(text.status).toBe(403);
    expect(text.type).toBe('text/plain; charset=utf-8');
    expect(text.body).toContain(cookieMessage);
    // "Reload the page": with the cookie from this answer, the next attempt is accepted.
    expect(text.setCookie).toBe('spamshield=true');

    const json = await post({ accept: 'application/json' });
    expect(json.status).toBe(403);
    expect(JSON.parse(json.body)).toEqual({ kind: 'cookieMissing' });
  });
});

test('a filled honeypot looks like success to the sender but is not stored', async ({ page }) => {
  const input = contactInput(unique('Honigtopf'));
  await page.goto('/kontakt');
  await fillContactForm(page, input);
  // What a form-filling bot does: the field is hidden from people and screen readers.
  const trap = page.locator('input[name="website"]');
  await expect(trap).not.toBeInViewport();
  await trap.evaluate((element: HTMLInputElement) => (element.value = 'https://spam.example'));
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht' })).toBeVisible();

  expect(await inboxText(page, input.name)).not.toContain(input.name);
});

test('German validation messages next to the fields; the input is kept', async ({ page }) => {
  await page.goto('/kontakt');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(/Bitte geben Sie Ihren Namen an\./);
  await expect(page.getByRole('textbox', { name: /^Nachricht/ })).toHaveAccessibleDescription(
    /Bitte schreiben Sie uns eine Nachricht\./,
  );

  await fillContactForm(page, { ...contactInput('Berta'), email: 'berta@beispiel' });
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const email = page.getByRole('textbox', { name: /^E-Mail-Adresse/ });
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
  await expect(name).toHaveValue('Berta');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(email).toHaveValue('berta@beispiel');
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the field an error sends the focus to shows its label and error`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/kontakt');
    await fillContactForm(page, { ...contactInput('Carla'), email: 'carla@' });
    // The button is clicked with the page scrolled down to it: the field lies above the screen.
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const email = page.getByRole('textbox', { name: /^E-Mail-Adresse/ });
    await expect(email).toBeFocused();
    for (const part of [
      email,
      page.locator(`label[for="${await email.getAttribute('id')}"]`),
      // The error beside the field (the last of its descriptions), not the one in the summary.
      page.locator(`#${(await email.getAttribute('aria-describedby'))!.split(' ').at(-1)}`),
    ])
      await expect(part).toBeInViewport({ ratio: 1 });
  });
}

test.describe('rate limit', () => {
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test('the sixth message within ten minutes gets 429 and a German message', async ({
    request,
  }) => {
    const headers = { cookie: 'spamshield=true', 'x-forwarded-for': newClientAddress() };
    for (let n = 1; n <= 5; n++) {
      const form = { ...contactInput(unique(`Eilig ${n}`)), consent: 'ja' };
      const response = await request.post('/kontakt/senden', { form, headers, maxRedirects: 0 });
      expect(response.status()).toBe(303);
      expect(response.headers()['set-cookie']).toMatch(
        /^kontakt-gesendet=1; Path=\/kontakt\/gesendet;/m,
      );
    }
    const form = { ...contactInput(unique('Eilig 6')), consent: 'ja' };
    const refused = await request.post('/kontakt/senden', { form, headers });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(500);
    expect(refused.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await refused.text()).toBe(
      'Sie haben in kurzer Zeit zu viele Nachrichten gesendet. Bitte versuchen Sie es in 10 Minuten erneut.\n',
    );
  });
});

test('a request body over the limit is refused with 413', async ({ request }) => {
  const response = await request.post('/kontakt/senden', {
    headers: {
      cookie: 'spamshield=true',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': newClientAddress(),
    },
    data: `message=${'x'.repeat(70 * 1024)}`,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain('Ihre Anfrage ist zu groß.');
});

test('the thank-you page thanks only a visitor who sent the form: otherwise it leads to the form', async ({
  page,
  request,
}) => {
  const response = await request.get('/kontakt/gesendet', { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/kontakt');
  expect(response.headers()['set-cookie']).toBe('spamshield=true');
  await page.goto('/kontakt/gesendet');
  await expect(page).toHaveURL('/kontakt');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
});

test('beside the form, the page offers the owner’s e-mail address and telephone number', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/kontakt');
  const direct = page.getByRole('complementary', { name: 'Lieber direkt?' });
  await expect(direct.getByRole('link', { name: site.owner.email })).toHaveAttribute(
    'href',
    `mailto:${site.owner.email}`,
  );
  await expect(direct.getByRole('link', { name: site.owner.phone })).toHaveAttribute(
    'href',
    'tel:+49301234560',
  );
  const form = await page.getByRole('form', { name: 'Kontaktformular' }).boundingBox();
  const box = await direct.boundingBox();
  expect(box!.x, 'to the right of the form').toBeGreaterThan(form!.x + form!.width);
  expect(box!.y, 'beside the form, not below it').toBeLessThan(form!.y + form!.height);
});

test('the privacy policy names the cookie that leads to the thank-you page', async ({ page }) => {
  await page.goto('/datenschutz');
  await expect(page.locator('#cookies')).toContainText('Das Cookie „kontakt-gesendet“');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form POST is stored and leads to the thank-you page', async ({ page }) => {
    const input = contactInput(unique('Ohne-JS'));
    await page.goto('/kontakt');
    await fillContactForm(page, input);
    const answer = await submitContactForm(page);
    // The action's 303 to the thank-you page: stamped like every answer, and marked as sent.
    expect(answer.status()).toBe(303);
    expect(
      (await answer.headersArray())
        .filter(({ name }) => name.toLowerCase() === 'set-cookie')
        .map(({ value }) => value.replace(/; Expires=[^;]+/, '')),
    ).toEqual([
      'spamshield=true',
      'kontakt-gesendet=1; Path=/kontakt/gesendet; Max-Age=600; HttpOnly; SameSite=lax',
    ]);
    await expect(page).toHaveURL('/kontakt/gesendet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Vielen Dank für Ihre Nachricht',
    );
    const nextSteps = page.getByRole('navigation', { name: 'Wie geht es weiter?' });
    await expect(nextSteps.getByRole('link')).toHaveText([
      'Zur Karte',
      'Zur Galerie',
      'Zur Suche',
      'Zur Startseite',
    ]);
    await nextSteps.getByRole('link', { name: 'Zur Galerie' }).click();
    await expect(page).toHaveURL('/galerie');

    expect(await inboxText(page, input.name)).toContain(input.name);
  });

  test('the server renders its checks into the same form: errors next to the fields, input kept, focus on the first', async ({
    page,
  }) => {
    const input = contactInput(unique('Leerzeichen'));
    await page.goto('/kontakt');
    await fillContactForm(page, { ...input, name: '   ' });
    const answer = await submitContactForm(page);
    // The form's action answers with the contact page itself, rendered for this post.
    expect(answer.url()).toMatch(/\/kontakt$/);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-security-policy']).toMatch(/script-src [^;]*'nonce-/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
    await expect(page.getByRole('alert')).toContainText(
      'Ihre Nachricht wurde nicht gesendet. Bitte korrigieren Sie die markierten Angaben:',
    );
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Bitte geben Sie Ihren Namen an.' }),
    ).toHaveAttribute('href', '#contact-name');
    // At 320 CSS px the page needs no sideways scrolling.
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    const name = page.getByRole('textbox', { name: /^Name/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Bitte geben Sie Ihren Namen an\./);
    await expect(page.getByRole('textbox', { name: /^Nachricht/ })).toHaveValue(input.message);
    await expect(page.getByRole('checkbox')).toBeChecked();

    // Corrected on that page, it goes through.
    await name.fill(input.name);
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page).toHaveURL('/kontakt/gesendet');
  });

  test('without the cookie: the form again with the German message and the text kept', async ({
    page,
    context,
  }) => {
    const input = contactInput(unique('Ohne-JS-ohne-Cookie'));
    await fillContactFormWithoutCookie(page, context, input);
    expect((await submitContactForm(page)).status()).toBe(200);
    const alert = page.getByRole('alert').filter({ hasText: cookieMessage });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
    await expect(page.getByRole('textbox', { name: /^Nachricht/ })).toHaveValue(input.message);

    expect(await inboxText(page, input.name)).not.toContain(input.name);
  });
});
