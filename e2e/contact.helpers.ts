import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * Clicks "Nachricht senden" and resolves to the answer of the form's POST (to /kontakt/senden with
 * JavaScript, to the form's action at /kontakt without).
 */
export async function submitContactForm(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
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

export const contactInput = (name: string): ContactInput & { subject: string } => ({
  name,
  email: 'leser@beispiel.de',
  subject: `Frage von ${name}`,
  message: `Hallo, hier schreibt ${name}: Lohnt sich der Yosemite im Oktober?`,
});
