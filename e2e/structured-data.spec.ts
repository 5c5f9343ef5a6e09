import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageStates } from './pages';

/** A JSON-LD node as search engines read it. */
type Node = Record<string, unknown> & { '@type': string };
type ListItem = { position: number; name: string; item?: string; url?: string };

/** Every node of every `application/ld+json` block of the page (arrays flattened). */
async function structuredData(page: Page): Promise<Node[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Node | Node[]);
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const path = (url: string) => new URL(url).pathname;

/** An absolute URL of the site that answers 200. */
async function answers200(request: APIRequestContext, url: string) {
  expect(url, 'an absolute URL').toMatch(/^https?:\/\//);
  expect((await request.get(path(url))).status(), url).toBe(200);
}

// Every page a search engine may index (the owner's area is noindex, rendered per request).
const indexed = [
  ...new Set(
    pageStates.filter((s) => (s.status ?? 200) === 200 && !s.perRequest).map((s) => s.path),
  ),
];

for (const address of indexed) {
  test(`${address}: the site, its owner and the breadcrumb trail as JSON-LD, matching the page`, async ({
    page,
    request,
  }) => {
    await page.goto(address);
    const nodes = await structuredData(page);

    const [website] = ofType(nodes, 'WebSite');
    const [owner] = ofType(nodes, 'Organization');
    expect(website).toMatchObject({ name: 'USA-Reiseführer', inLanguage: 'de-DE' });
    expect(owner).toMatchObject({ name: expect.stringContaining('Erika Mustermann') });

    const trails = ofType(nodes, 'BreadcrumbList');
    if (address === '/') {
      expect(trails).toEqual([]);
      return;
    }
    expect(trails).toHaveLength(1);
    const steps = trails[0]!.itemListElement as ListItem[];
    expect(steps.map((step) => step.position)).toEqual(steps.map((_, index) => index + 1));
    expect(steps[0]).toMatchObject({ name: 'Start', item: 'http://localhost:3000' });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(steps.at(-1)!.item, 'the last step is the page itself').toBe(canonical);
    for (const step of steps) {
      expect(step.name.length, JSON.stringify(step)).toBeGreaterThan(0);
      await answers200(request, step.item!);
    }
    // Each step above the page is a link on the page with its label; the page's own step names
    // what the page shows (its heading, or the current page of the gallery).
    for (const step of steps.slice(0, -1)) {
      const href = path(step.item!);
      await expect(
        page.locator(`a[href="${href}"]`).filter({ hasText: step.name }).first(),
        `a link "${step.name}" to ${href}`,
      ).toBeAttached();
    }
    const last = steps.at(-1)!;
    const current = page
      .getByRole('heading', { level: 1, name: last.name, exact: true })
      .or(page.locator(`a[aria-current="page"][aria-label="${last.name}"]`))
      .or(page.locator('a[aria-current="page"]').filter({ hasText: last.name }));
    await expect(current.first(), `"${last.name}" on the page`).toBeVisible();
  });
}

test('the owner in the JSON-LD is the one the Impressum names', async ({ page }) => {
  await page.goto('/impressum');
  const [owner] = ofType(await structuredData(page), 'Organization');
  const address = owner!.address as Record<string, string>;
  for (const text of [
    owner!.name,
    owner!.email,
    owner!.telephone,
    owner!.vatID,
    address.streetAddress,
  ])
    await expect(page.getByText(String(text)).first()).toBeVisible();
});

test('an item page describes its place as a TouristAttraction, as the page shows it', async ({
  page,
  request,
}) => {
  await page.goto('/galerie/grand-canyon');
  const [place] = ofType(await structuredData(page), 'TouristAttraction');
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  expect(place).toMatchObject({
    name: heading,
    url: 'http://localhost:3000/galerie/grand-canyon',
    address: { '@type': 'PostalAddress', addressRegion: 'Arizona', addressCountry: 'US' },
    mainEntityOfPage: { isPartOf: { '@id': 'http://localhost:3000/#website' } },
  });
  await expect(page.getByText(String(place!.description))).toBeVisible();
  // The facts box's official website and date of the last change.
  const facts = page.getByRole('region', { name: 'Gut zu wissen' });
  expect(place!.sameAs).toBe(
    await facts.getByRole('link', { name: /^nps\.gov/ }).getAttribute('href'),
  );
  expect((place!.mainEntityOfPage as { dateModified: string }).dateModified).toBe(
    await facts.locator('time').getAttribute('datetime'),
  );
  const geo = place!.geo as { '@type': string; latitude: number; longitude: number };
  expect(geo['@type']).toBe('GeoCoordinates');
  expect(Math.abs(geo.latitude)).toBeLessThanOrEqual(90);
  expect(Math.abs(geo.longitude)).toBeLessThanOrEqual(180);
  const [image, ...further] = place!.image as {
    contentUrl: string;
    width: { value: number };
    height: { value: number };
    creditText: string;
    license: string;
  }[];
  await answers200(request, image!.contentUrl);
  // Every photo the page shows, each with the credit and the licence link shown below it.
  const figures = page.getByRole('main').getByRole('figure');
  await expect(figures).toHaveCount(1 + further.length);
  for (const [index, photo] of [image!, ...further].entries()) {
    await expect(figures.nth(index)).toContainText(photo.creditText);
    // The licence's link comes last (a further photo is itself a link to its large size).
    await expect(figures.nth(index).getByRole('link').last()).toHaveAttribute(
      'href',
      photo.license,
    );
  }
  // The picture the page shows, at the stated size's aspect ratio.
  const shown = page.locator('main img').first();
  const [width, height] = await shown.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(width / height).toBeCloseTo(image!.width.value / image!.height.value, 2);
});

for (const address of ['/galerie', '/galerie/kategorie/natur', '/galerie/seite/2']) {
  test(`${address}: an ItemList of the places shown, in display order`, async ({ page }) => {
    await page.goto(address);
    const [list] = ofType(await structuredData(page), 'ItemList');
    const items = list!.itemListElement as ListItem[];
    const tiles = await page.locator('[data-masonry] article h2').allTextContents();
    expect(tiles.length).toBeGreaterThan(0);
    expect(items.map((item) => item.name)).toEqual(tiles.map((title) => title.trim()));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
    for (const item of items)
      expect(item.url).toMatch(/^http:\/\/localhost:3000\/galerie\/[a-z0-9-]+$/);
  });
}

test('the contact page says it is one', async ({ page }) => {
  await page.goto('/kontakt');
  const [contact] = ofType(await structuredData(page), 'ContactPage');
  expect(contact).toMatchObject({
    name: 'Kontakt',
    url: 'http://localhost:3000/kontakt',
    isPartOf: { '@id': 'http://localhost:3000/#website' },
  });
});

test('the sitemap lists each place’s images with its page (image sitemap extension)', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    page: /<loc>(.*?)<\/loc>/.exec(entry!)![1]!,
    images: [...entry!.matchAll(/<image:image>\s*<image:loc>(.*?)<\/image:loc>/g)].map(
      ([, url]) => url!,
    ),
  }));
  const places = entries.filter(({ page }) => /\/galerie\/(?!kategorie|seite)[^/]+$/.test(page));
  expect(places.length).toBeGreaterThan(20);
  for (const { page, images } of places) {
    // The main photo and the further ones.
    expect(images.length, page).toBeGreaterThanOrEqual(3);
    const html = await (await request.get(path(page))).text();
    for (const image of images) {
      await answers200(request, image);
      expect(html, `${page} shows ${image}`).toContain(encodeURIComponent(path(image)));
    }
  }
});
