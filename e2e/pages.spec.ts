import places from '../content/places.json' with { type: 'json' };
import site from '../content/site.json' with { type: 'json' };
import messages from '../messages/de.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { masonryGeometry } from './masonry';

const siteName = site.name;
/** The start page's h1 is the claim, its title the site's name with the claim. */
const pages = [
  { path: '/', h1: site.tagline },
  { path: '/karte', h1: 'Karte' },
  { path: '/galerie', h1: 'Galerie' },
  { path: '/kontakt', h1: 'Kontakt' },
  { path: '/impressum', h1: 'Impressum' },
  { path: '/datenschutz', h1: 'Datenschutzerklärung' },
  { path: '/reiseinfos', h1: 'Reiseinfos' },
  { path: '/barrierefreiheit', h1: 'Erklärung zur Barrierefreiheit' },
];

for (const { path, h1 } of pages) {
  test(`${path}: German, one h1, a German title, canonical URL, no console errors`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(path === '/' ? `${siteName} – ${h1}` : `${h1} – ${siteName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /\p{L}{3,}.{30,}/u,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:3000${path === '/' ? '' : path}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'de_DE');
  });
}

test('a page hands its client components their own texts, not every page’s', async ({
  request,
}) => {
  // Texts a client component shows only on the visitor's input or a failure: none is in the
  // page's markup, so only the messages handed to the browser can carry them.
  const formError = messages.Contact.errors.nameRequired;
  const mapError = messages.MapView.loadErrorHeading;
  const html = async (path: string) => (await request.get(path)).text();
  for (const path of ['/', '/galerie', '/impressum']) {
    const page = await html(path);
    expect(page, path).not.toContain(formError);
    expect(page, path).not.toContain(mapError);
  }
  expect(await html('/kontakt')).toContain(formError);
  expect(await html('/karte')).toContain(mapError);
});

test('the main navigation leads to every page and marks the current one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const { name, path, h1 } of [
    { name: 'Karte', path: '/karte', h1: 'Karte' },
    { name: 'Galerie', path: '/galerie', h1: 'Galerie' },
    { name: 'Kontakt', path: '/kontakt', h1: 'Kontakt' },
    { name: 'Suche', path: '/suche', h1: 'Suche' },
    { name: 'Start', path: '/', h1: site.tagline },
  ]) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
  }
});

test('the start page’s hero leads to the map, the gallery and the featured place', async ({
  page,
}) => {
  const [featured] = places;
  for (const { name, path, h1 } of [
    { name: 'Zur Karte', path: '/karte', h1: 'Karte' },
    { name: 'Zur Galerie', path: '/galerie', h1: 'Galerie' },
    {
      name: `Im Porträt: ${featured!.title}`,
      path: `/galerie/${featured!.slug}`,
      h1: featured!.title,
    },
  ]) {
    await page.goto('/');
    const hero = page.getByRole('region', { name: site.tagline });
    await expect(hero.getByRole('img', { name: featured!.image.alt })).toBeVisible();
    // Its picture is credited like every photo of the site.
    await expect(hero.getByRole('figure')).toContainText(featured!.image.credit);
    await expect(hero.getByRole('link', { name: featured!.image.license!.name })).toHaveAttribute(
      'href',
      featured!.image.license!.url,
    );
    await hero.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
  }
});

// The start page's selection is the gallery's grid: its first row holds the first places.
for (const [width, columns] of [
  [390, 1],
  [700, 2],
  [1024, 3],
  [1440, 4],
] as const) {
  test(`the start page’s selection is the gallery’s grid: ${columns} column(s) at ${width} px, the first places first`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const selection = page.getByRole('region', { name: 'Ausgewählte Ziele' });
    await expect(selection.locator('[data-masonry] article')).toHaveCount(8);
    const grid = await masonryGeometry(page);
    expect(grid.titles).toEqual(places.slice(1, 9).map((place) => place.title));
    expect(grid.firstRow).toEqual(Array.from({ length: columns }, (_, i) => i + 1));
    expect(grid.overlaps).toEqual([]);
    expect(grid.holdsTiles).toBe(true);
  });
}

test('the footer names the site and links to its pages, Reiseinfos, Impressum, Datenschutz and Barrierefreiheit among them', async ({
  page,
}) => {
  await page.goto('/');
  const contentinfo = page.getByRole('contentinfo');
  await expect(contentinfo).toContainText(
    'USA-Reiseführer' + 'Naturwunder, Metropolen und Geschichte zwischen Alaska und Florida',
  );
  const guide = contentinfo.getByRole('navigation', { name: 'Entdecken' });
  await expect(guide.getByRole('link')).toHaveText([
    'Karte',
    'Galerie',
    'Reiseinfos',
    'Merkliste',
    'Suche',
  ]);
  const footer = contentinfo.getByRole('navigation', { name: 'Service und Rechtliches' });
  await expect(footer.getByRole('link')).toHaveText([
    'Kontakt',
    'Impressum',
    'Datenschutz',
    'Barrierefreiheit',
  ]);
  await expect(contentinfo).toContainText(`© ${new Date().getFullYear()} Erika Mustermann`);
  await footer.getByRole('link', { name: 'Datenschutz' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
  await footer.getByRole('link', { name: 'Impressum' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByText('Angaben gemäß § 5 DDG')).toBeVisible();

  await guide.getByRole('link', { name: 'Reiseinfos' }).click();
  await expect(page).toHaveURL('/reiseinfos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reiseinfos');
  // How current the information is, before it begins.
  await expect(page.getByRole('region', { name: 'Vorab: allgemeine Informationen' })).toContainText(
    /^Vorab: allgemeine Informationen\s*Stand der Angaben: Dezember 2026\./,
  );
  for (const heading of ['Einreise und ESTA', 'Autofahren', 'Geld und Bezahlen', 'Sicherheit'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  // The official places, as links: the ESTA application and the Auswärtiges Amt.
  const entrySection = page.getByRole('region', { name: 'Einreise und ESTA' });
  await expect(entrySection.getByRole('link', { name: 'esta.cbp.dhs.gov' })).toHaveAttribute(
    'href',
    'https://esta.cbp.dhs.gov',
  );
  await expect(entrySection).toContainText('Gebühr: siehe offizielle Seite.');
  await expect(page.getByRole('link', { name: 'www.auswaertiges-amt.de' }).first()).toHaveAttribute(
    'href',
    'https://www.auswaertiges-amt.de',
  );

  await footer.getByRole('link', { name: 'Barrierefreiheit' }).click();
  await expect(page).toHaveURL('/barrierefreiheit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Erklärung zur Barrierefreiheit',
  );
  for (const heading of [
    'Stand der Vereinbarkeit mit den Anforderungen',
    'Nicht barrierefreie Inhalte',
    'Barrieren melden: Feedback und Kontakt',
    'Durchsetzungsverfahren',
  ])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('private Website');
  const feedback = page.getByRole('region', { name: 'Barrieren melden: Feedback und Kontakt' });
  await expect(feedback.getByRole('link', { name: /^kontakt@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await feedback.getByRole('link', { name: 'Zum Kontaktformular' }).click();
  await expect(page).toHaveURL('/kontakt');
});

test('the skip link moves the focus to the main content', async ({ page }) => {
  await page.goto('/impressum');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await expect(skip).toBeFocused();
  await skip.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test.describe('404', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('an unknown address gives the German 404 page inside the layout', async ({ page }) => {
    const response = await page.goto('/gibt-es-nicht');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page).toHaveTitle(`Seite nicht gefunden – ${siteName}`);
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  // The 404 of an address no route matches, and that of a place that does not exist.
  for (const path of ['/gibt-es-nicht', '/galerie/gibt-es-nicht']) {
    test(`${path}: the 404 page suggests where to go next`, async ({ page }) => {
      for (const { name, to, h1 } of [
        { name: 'Zur Karte', to: '/karte', h1: 'Karte' },
        { name: 'Zur Galerie', to: '/galerie', h1: 'Galerie' },
        { name: 'Zur Suche', to: '/suche', h1: 'Suche' },
        { name: 'Zur Startseite', to: '/', h1: site.tagline },
      ]) {
        await page.goto(path);
        await page
          .getByRole('navigation', { name: 'Wie geht es weiter?' })
          .getByRole('link', { name, exact: true })
          .click();
        await expect(page).toHaveURL(to);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      }
    });
  }
});

test('the privacy policy covers the Art. 13 DSGVO topics and names the spamshield cookie', async ({
  page,
}) => {
  await page.goto('/datenschutz');
  for (const heading of [
    /Verantwortlich/,
    /Hosting|Server/,
    /Cookies/,
    /Kontaktformular/,
    /Google Maps/,
    /Rechte/,
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.locator('#cookies')).toContainText('spamshield');
});

test('the sitemap lists every page and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const { path } of pages) expect(urls).toContain(path);
  expect(urls.filter((path) => path.startsWith('/galerie/')).length).toBeGreaterThanOrEqual(24);
  for (const path of urls) expect((await request.get(path)).status(), path).toBe(200);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

test('phones from 320 px wide show the page without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const { path } of pages) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

// Browsers may paint a page before they have parsed all of it. Every earlier state of the header
// (cut off after any of its nodes: the first links only, the last one still without its text, the
// phone's search button without the trip plan's link and the menu after it) must show the name,
// the links and buttons it already has exactly where the whole header shows them: otherwise they
// jump (a layout shift). Nothing below the header has arrived yet.
test('the header’s links keep their place while the header is still arriving', async ({ page }) => {
  await page.goto('/');
  for (const width of [320, 375, 447, 448, 600, 832, 959, 960, 1024, 1440]) {
    await page.setViewportSize({ width, height: 640 });
    const moved = await page.evaluate(() => {
      const rect = (element: Element) => JSON.stringify(element.getBoundingClientRect());
      const name = (item: Element) => item.getAttribute('aria-label') ?? item.textContent;
      const header = document.querySelector('header')!;
      const items = Array.from(header.querySelectorAll('a, button, li'));
      const final = new Map(items.map((item) => [item, rect(item)]));
      const walker = document.createTreeWalker(header);
      const nodes: Node[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode);
      const problems: string[] = [];
      for (const cut of nodes) {
        // The items parsed in full (their closing tag read) must stand where they end up.
        const arrived = items.filter(
          (item) =>
            !item.contains(cut) &&
            item.compareDocumentPosition(cut) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        // The header as parsed up to `cut`: it and everything after it not there yet.
        const removed: { node: Node; parent: Node; next: Node | null }[] = [];
        const chain: Node[] = [];
        for (let node: Node = cut; node !== header; node = node.parentNode!) chain.push(node);
        for (const node of chain) {
          for (let gone: Node | null = node === cut ? node : node.nextSibling; gone;) {
            const next: Node | null = gone.nextSibling;
            removed.push({ node: gone, parent: gone.parentNode!, next });
            gone.parentNode!.removeChild(gone);
            gone = next;
          }
        }
        const state = `cut before ${cut.nodeName} ${JSON.stringify(cut.textContent?.slice(0, 20))}`;
        for (const item of arrived) {
          if (rect(item) !== final.get(item)) problems.push(`${state}: ${name(item)} moved`);
        }
        for (const { node, parent, next } of removed.reverse()) parent.insertBefore(node, next);
      }
      return problems;
    });
    expect(moved, `${width} px`).toEqual([]);
  }
});

// A PNG, not the SVG the backend shows: an SVG icon is a document of its own, which the page's
// process builds after the load (a task of 50–100 ms on a phone's CPU, docs/decisions.md).
test('the app icon is served, as a PNG', async ({ request, page }) => {
  await page.goto('/');
  const icons = page.locator('link[rel="icon"]');
  await expect(icons).toHaveCount(1);
  await expect(icons).toHaveAttribute('type', 'image/png');
  const icon = await request.get((await icons.getAttribute('href'))!);
  expect(icon.ok()).toBe(true);
  expect(icon.headers()['content-type']).toBe('image/png');
});

test('light and dark colour schemes follow the system setting', async ({ page }) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await background()).not.toBe(light);
});

test('pages carry an OpenGraph image that is served as PNG', async ({ page, request }) => {
  await page.goto('/impressum');
  const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
  const response = await request.get(new URL(image!).pathname);
  expect(response.headers()['content-type']).toBe('image/png');
});
