import { expect, type Page } from '@playwright/test';
import { asNewClient, contactInput, fillContactForm, submitContactForm } from './contact.helpers';
import { clickLoadMap, loadMap, mapArea, serveFakeGoogleMaps } from './google-maps';
import { settled } from './settled';

/** One page of the site in one state a visitor can reach. */
export type PageState = {
  /** Names the state in test titles, e.g. "Karte, Karte geladen". */
  name: string;
  /** The address; its server HTML is validated once per distinct path (query included). */
  path: string;
  /** The HTTP status the address answers with (default 200). */
  status?: number;
  /**
   * How a visitor gets there, when more than opening `path` is needed: mock a service, click,
   * fill in a form … Runs instead of `page.goto(path)` and must end in the finished state.
   */
  visit?: (page: Page) => Promise<unknown>;
  /** Console errors this state causes on purpose (e.g. the 404 response itself). */
  expectedConsoleErrors?: RegExp[];
  /**
   * Rendered per request, not prerendered: no hashes of its inline scripts exist before the
   * request, so middleware.ts gives its Content-Security-Policy a fresh nonce
   * (docs/security.md#content-security-policy).
   */
  perRequest?: true;
};

/**
 * Every page and state of the site. The quality gates run over this list: zero axe-core
 * violations in the light and the dark colour scheme (e2e/quality.spec.ts), valid HTML from the
 * Nu Html Checker, the security headers, no console errors. A new page or state is one line here.
 */
export const pageStates: PageState[] = [
  { name: 'Start', path: '/' },
  { name: 'Karte, vor der Einwilligung', path: '/karte' },
  {
    name: 'Karte, geladen',
    path: '/karte',
    visit: async (page) => {
      await serveFakeGoogleMaps(page.context());
      await page.goto('/karte');
      await loadMap(page);
    },
  },
  {
    name: 'Karte, Fehler beim Laden',
    path: '/karte',
    expectedConsoleErrors: [/Failed to load (resource|Google Maps script)/],
    visit: async (page) => {
      await page.route('https://maps.googleapis.com/**', (route) => route.abort('failed'));
      await page.goto('/karte');
      await clickLoadMap(page);
      await expect(mapArea(page).getByRole('alert')).toBeVisible();
    },
  },
  { name: 'Karte, Kategorie', path: '/karte/kategorie/natur' },
  {
    name: 'Karte, Kategorie, geladen',
    path: '/karte/kategorie/natur',
    visit: async (page) => {
      await serveFakeGoogleMaps(page.context());
      await page.goto('/karte');
      await loadMap(page);
      await page
        .getByRole('navigation', { name: 'Ziele nach Kategorie filtern' })
        .getByRole('link', { name: /^Natur/ })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: /Natur/ })).toBeVisible();
    },
  },
  {
    name: 'Karte, geteilter Ort',
    path: '/karte?ort=boston',
    visit: async (page) => {
      await page.goto('/karte?ort=boston');
      await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
      await expect(mapArea(page).getByText('Boston', { exact: true })).toBeInViewport();
    },
  },
  { name: 'Galerie', path: '/galerie' },
  { name: 'Galerie, Kategorie', path: '/galerie/kategorie/natur' },
  { name: 'Galerie, Seite 2', path: '/galerie/seite/2' },
  { name: 'Galerie, Bundesstaat', path: '/galerie/bundesstaat/kalifornien' },
  {
    name: 'Galerie, Kategorie im Bundesstaat',
    path: '/galerie/kategorie/natur/bundesstaat/kalifornien',
  },
  {
    name: 'Galerie, Ort als Overlay',
    path: '/galerie/yellowstone',
    visit: async (page) => {
      await page.goto('/galerie');
      await settled(page);
      await page
        .locator('[data-masonry]')
        .getByRole('link', { name: /Yellowstone/ })
        .click();
      await expect(page.getByRole('dialog', { name: 'Yellowstone-Nationalpark' })).toBeVisible();
    },
  },
  { name: 'Ort', path: '/galerie/grand-canyon' },
  { name: 'Ort auf Hawaii', path: '/galerie/hawaii-volcanoes' },
  {
    name: 'Ort, Link kopiert',
    path: '/galerie/grand-canyon',
    visit: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => {
        delete (Navigator.prototype as Partial<Navigator>).share;
      });
      await page.goto('/galerie/grand-canyon');
      await settled(page);
      await page.getByRole('button', { name: 'Link kopieren' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link kopiert.' })).toBeVisible();
    },
  },
  {
    name: 'Ort, Foto vergrößert',
    path: '/galerie/grand-canyon',
    visit: async (page) => {
      await page.goto('/galerie/grand-canyon');
      await settled(page);
      // A further photo: the dialog with its steps and the photos beside it.
      await page
        .getByRole('region', { name: 'Weitere Fotos' })
        .getByRole('link', { name: /^Foto vergrößern:/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'Kontakt', path: '/kontakt' },
  {
    name: 'Kontakt, Fehler im Formular',
    path: '/kontakt',
    visit: async (page) => {
      await page.goto('/kontakt');
      await page.getByRole('button', { name: 'Nachricht senden' }).click();
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        /Bitte geben Sie Ihren Namen an\./,
      );
    },
  },
  {
    name: 'Kontakt, Antwort ohne JavaScript',
    path: '/kontakt',
    // The site's scripts do not load, as without JavaScript (whose pages axe-core cannot check):
    // the form posts to its action, which answers with the page rendered again.
    expectedConsoleErrors: [/Failed to load resource/],
    visit: async (page) => {
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      await asNewClient(page); // a client of its own for the rate limit
      await page.goto('/kontakt');
      await fillContactForm(page, { ...contactInput('Prüfung'), name: '   ' });
      const answer = await submitContactForm(page);
      expect(new URL(answer.url()).pathname).toBe('/kontakt');
      await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
        /Bitte geben Sie Ihren Namen an\./,
      );
    },
  },
  { name: 'Suche', path: '/suche', perRequest: true },
  { name: 'Suche, Treffer', path: '/suche?q=Nationalparks', perRequest: true },
  { name: 'Suche, keine Treffer', path: '/suche?q=Eiffelturm', perRequest: true },
  { name: 'Suche, ähnliche Schreibweise', path: '/suche?q=Grand+Cayon', perRequest: true },
  { name: 'Suche, ohne Suchbegriff', path: '/suche?q=', perRequest: true },
  { name: 'Merkliste, leer', path: '/merkliste', perRequest: true },
  {
    name: 'Merkliste, drei Orte',
    path: '/merkliste?orte=zion,grand-canyon,las-vegas',
    perRequest: true,
  },
  {
    name: 'Merkliste, Karte geladen',
    path: '/merkliste?orte=zion,grand-canyon,las-vegas',
    perRequest: true,
    visit: async (page) => {
      await serveFakeGoogleMaps(page.context());
      await page.goto('/merkliste?orte=zion,grand-canyon,las-vegas');
      await loadMap(page);
    },
  },
  {
    name: 'Merkliste, Fehler beim Laden der Karte',
    path: '/merkliste?orte=zion,grand-canyon,las-vegas',
    perRequest: true,
    expectedConsoleErrors: [/Failed to load (resource|Google Maps script)/],
    visit: async (page) => {
      await page.route('https://maps.googleapis.com/**', (route) => route.abort('failed'));
      await page.goto('/merkliste?orte=zion,grand-canyon,las-vegas');
      await clickLoadMap(page);
      await expect(mapArea(page).getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'Merkliste, kürzere Reihenfolge und unbekannter Ort',
    path: '/merkliste?orte=seattle,las-vegas,gibt-es-nicht,big-sur,denali',
    perRequest: true,
  },
  { name: 'Impressum', path: '/impressum' },
  { name: 'Datenschutz', path: '/datenschutz' },
  { name: 'Reiseinfos', path: '/reiseinfos' },
  { name: 'Barrierefreiheit', path: '/barrierefreiheit' },
  {
    name: 'Seite nicht gefunden',
    path: '/gibt-es-nicht',
    status: 404,
    expectedConsoleErrors: [/status of 404/],
  },
];

/**
 * Pages with a form (server action or plain POST); one line each. The fuzz run posts malformed
 * bodies to them and to their forms' targets; `npm run soak` submits their first form.
 */
export const formPages: string[] = ['/kontakt'];
