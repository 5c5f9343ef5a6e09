import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { e2eAdminPassword } from './settings';

/**
 * A client address of its own for each test (the e2e servers trust one proxy hop, so they read the
 * last X-Forwarded-For entry), so that the per-client rate limits of parallel tests and earlier runs
 * do not meet.
 */
export function newClientAddress() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

export async function asNewClient(page: Page) {
  const address = newClientAddress();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Text that no other test (and no earlier run) uses. */
export const unique = (label: string) => `${label} ${randomBytes(4).toString('hex')}`;

export type ContactInput = { name: string; email: string; subject?: string; message: string };

export async function fillContactForm(page: Page, input: ContactInput) {
  await page.getByRole('textbox', { name: /^Name/ }).fill(input.name);
  await page.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(input.email);
  if (input.subject) await page.getByRole('textbox', { name: /^Betreff/ }).fill(input.subject);
  await page.getByRole('textbox', { name: /^Nachricht/ }).fill(input.message);
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

/** Clicks "Nachricht senden" and resolves to the answer of the form's POST. */
export async function submitContactForm(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/kontakt/senden')),
    page.getByRole('button', { name: 'Nachricht senden' }).click(),
  ]);
  return response;
}

/** Loads and fills in the form, then removes the cookie: last, since every response sets it again. */
export async function fillContactFormWithoutCookie(
  page: Page,
  context: BrowserContext,
  input: ContactInput,
) {
  await page.goto('/kontakt');
  await fillContactForm(page, input);
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
}

export const contactInput = (name: string): ContactInput => ({
  name,
  email: 'leser@beispiel.de',
  subject: `Frage von ${name}`,
  message: `Hallo, hier schreibt ${name}: Lohnt sich der Yosemite im Oktober?`,
});

export async function logIn(page: Page) {
  await page.goto('/verwaltung/nachrichten/anmelden');
  await page.getByLabel('Passwort').fill(e2eAdminPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL('/verwaltung/nachrichten');
}

/** Every submission in the owner's list, across its pages. */
export async function inboxText(page: Page) {
  await page.goto('/verwaltung/nachrichten');
  let text = '';
  for (;;) {
    text += await page.locator('main').innerText();
    const older = page.getByRole('link', { name: 'Ältere' });
    if ((await older.count()) === 0) return text;
    await older.click();
  }
}

/** The login form's password field (a form field name: German by the naming rule). */
const passwordField = 'passwort';

/**
 * One login attempt as the form without JavaScript sends it (a server action post), with the
 * X-Forwarded-For given; resolves to where the answer leads.
 */
export async function postLogin(
  request: APIRequestContext,
  origin: string,
  password: string,
  forwardedFor?: string,
) {
  const form = await (await request.get(`${origin}/verwaltung/nachrichten/anmelden`)).text();
  const action = /name="(\$ACTION_ID_\w+)"/.exec(form)![1]!;
  const response = await request.post(`${origin}/verwaltung/nachrichten/anmelden`, {
    multipart: { [action]: '', [passwordField]: password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers()['location']!;
}
