import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { settled } from './settled';

// Links prefetch the page they lead to when the visitor shows intent, not when they scroll into
// view (components/navigation/IntentLink.tsx): a freshly loaded page fetches no other pages.

/** The React Server Component requests the page makes (prefetches and navigations). */
function rscRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1') requests.push(request);
  });
  return requests;
}
/** The pages requested (a prefetch may take several requests, one per part of the page). */
const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name });
const paths = (requests: Request[]) => [
  ...new Set(requests.map((request) => new URL(request.url()).pathname)),
];

test('a loaded page prefetches nothing; pointing at a link prefetches its page', async ({
  page,
}) => {
  const requests = rscRequests(page);
  await page.goto('/galerie');
  await settled(page);
  expect(paths(requests)).toEqual([]);

  await navLink(page, 'Kontakt').hover();
  await expect.poll(() => paths(requests)).toEqual(['/kontakt']);
  await navLink(page, 'Kontakt').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  expect(paths(requests)).toEqual(['/kontakt']);
});

test('keyboard focus on a link prefetches its page too', async ({ page }) => {
  const requests = rscRequests(page);
  await page.goto('/');
  await settled(page);
  await navLink(page, 'Galerie').focus();
  await expect.poll(() => paths(requests)).toEqual(['/galerie']);
});

test('a filter chip prefetches its view on intent and opens it without loading a document', async ({
  page,
}) => {
  const requests = rscRequests(page);
  await page.goto('/galerie');
  await settled(page);
  const chip = page
    .getByRole('navigation', { name: 'Nach Kategorie filtern' })
    .getByRole('link', { name: /^Natur/ });
  await chip.hover();
  await expect.poll(() => paths(requests)).toEqual(['/galerie/kategorie/natur']);

  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await chip.click();
  await expect(page).toHaveURL('/galerie/kategorie/natur');
  await expect(page.getByRole('heading', { level: 1, name: 'Natur' })).toBeVisible();
  await expect(chip).toBeFocused();
  expect(documents).toEqual([]);
});
