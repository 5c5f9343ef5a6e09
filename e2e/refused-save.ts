import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the first place in the backend, empties its title and latitude and publishes it, with the
 * race of lib/workarounds/payload-refused-marks.ts made certain: the save's answer is held back
 * until the form has asked the server for its state (Payload does 250 ms after a change), and that
 * answer until the refusal has arrived, as on a busy server. Resolves, once the late answer has
 * been delivered, to the save's answer and the two fields' inputs.
 */
export async function publishRefusedBeforeFormState(page: Page) {
  let formStateAsked!: () => void;
  const asked = new Promise<void>((resolve) => (formStateAsked = resolve));
  let refusalDelivered!: () => void;
  const delivered = new Promise<void>((resolve) => (refusalDelivered = resolve));
  let lateAnswers = 0;
  await page.route(
    (url) => url.pathname === '/api/places/1',
    async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      const response = await route.fetch();
      await asked;
      await route.fulfill({ response });
      refusalDelivered();
    },
  );
  // Payload's form asks for its state through a server action of the edit view's own address.
  await page.route('**/verwaltung/collections/places/1', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    formStateAsked();
    const response = await route.fetch();
    await delivered;
    await route.fulfill({ response });
    lateAnswers += 1;
  });
  const answer = page.waitForResponse(
    (response) =>
      response.url().includes('/api/places/1') && response.request().method() === 'PATCH',
  );

  await page.goto('/verwaltung/collections/places/1');
  const title = page.getByRole('textbox', { name: 'Titel *' });
  await expect(title).not.toHaveValue('');
  await title.fill('');
  const latitude = page.locator('#field-location__lat');
  await latitude.fill('');
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect(page.locator('.payload-toast-item')).toContainText('Titel');
  await expect.poll(() => lateAnswers).toBeGreaterThan(0);
  return { answer: await answer, title, latitude };
}

/** The field of Payload's form around `input` (`kind`: its type, as in its class). */
export const formField = (
  page: Page,
  kind: 'text' | 'number',
  input: ReturnType<Page['locator']>,
) => page.locator(`.field-type.${kind}`).filter({ has: input });
