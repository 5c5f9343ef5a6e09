import { expect, test } from './fixtures';
import { pageStates } from './pages';
import { buildWithoutMapKey } from './settings';

// The headers the MDN HTTP Observatory scores, checked by its rules on every kind of response:
// pages (every address of e2e/pages.ts), a 404, build assets, images and text files.
// HSTS is covered by lib/http/headers.test.ts: the test server runs on plain HTTP.

const csp = (value: string) =>
  new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );

const broad = ['*', 'http:', 'https:', 'data:', "'unsafe-inline'", "'unsafe-eval'"];
const googleHosts = /google|gstatic|ggpht/;

test('every response carries the security headers the Observatory scores', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = /\/_next\/static\/[^"]+\.js/.exec(home)?.[0];
  const icon = /\/icon\.png\?[^"]+/.exec(home)?.[0];
  const perRequest = new Set(pageStates.filter((s) => s.perRequest).map(({ path }) => path));
  const paths = [
    ...new Set(pageStates.map(({ path }) => path)),
    '/galerie/gibt-es-nicht/tiefer',
    script!,
    '/bilder/grand-canyon.jpg',
    '/icon.svg',
    icon!,
    '/robots.txt',
    '/sitemap.xml',
    '/galerie/',
    '/.env',
  ];
  for (const path of paths) {
    const headers = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect([
      'no-referrer',
      'same-origin',
      'strict-origin',
      'strict-origin-when-cross-origin',
    ]).toContain(headers['referrer-policy']);
    expect(headers['permissions-policy'], path).toMatch(/(^|, )camera=\(\)/);
    expect(headers['permissions-policy'], path).toMatch(/(^|, )geolocation=\(\)/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    expect(headers['access-control-allow-origin'], path).toBeUndefined();
    expect(headers['strict-transport-security'], `${path} over plain HTTP`).toBeUndefined();
    expect(headers['x-powered-by'], path).toBeUndefined();

    const policy = csp(headers['content-security-policy'] ?? '');
    expect(policy.get('default-src'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('form-action'), path).toEqual(["'self'"]);
    expect(policy.get('object-src'), path).toBeUndefined(); // default-src 'none' covers it
    for (const directive of ['script-src', 'style-src', 'connect-src', 'img-src', 'font-src']) {
      expect(policy.get(directive), `${path} ${directive}`).toContain("'self'");
    }
    const scriptSources = policy.get('script-src')!;
    const styleSources = policy.get('style-src')!;
    if (/^\/karte(\/|\?|$)/.test(path)) continue; // the map's pages: checked below
    if (!buildWithoutMapKey && /^\/merkliste(\?|$)/.test(path)) continue; // the trip plan: below
    expect(
      styleSources.filter((source) => broad.includes(source)),
      path,
    ).toEqual([]);
    // Prerendered pages allow their inline scripts by hash, pages rendered per request by nonce.
    expect(
      scriptSources.filter((source) => broad.includes(source)),
      path,
    ).toEqual([]);
    expect(
      scriptSources.some((source) => source.startsWith("'nonce-")),
      `${path}: pages rendered per request are marked perRequest in e2e/pages.ts`,
    ).toBe(perRequest.has(path));
    expect(headers['content-security-policy'], path).not.toMatch(googleHosts);
  }
});

test('the 404 page of an unknown category of the map allows no Google host', async ({
  request,
}) => {
  const response = await request.get('/karte/kategorie/gibt-es-nicht');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(response.headers()['content-security-policy']).not.toMatch(googleHosts);
});

for (const path of ['/karte', '/karte/kategorie/natur']) {
  test(`only the map's pages allow the Google Maps hosts (its map loads after consent): ${path}`, async ({
    request,
  }) => {
    const policy = csp((await request.get(path)).headers()['content-security-policy']!);
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com']),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
  });
}

test(`the trip plan allows Google's hosts ${buildWithoutMapKey ? 'not without a Maps key' : 'with a Maps key (its map after consent)'}, its scripts only by nonce`, async ({
  request,
}) => {
  for (const path of ['/merkliste', '/merkliste?orte=zion,las-vegas']) {
    const header = (await request.get(path)).headers()['content-security-policy']!;
    const policy = csp(header);
    const scriptSources = policy.get('script-src')!;
    expect(scriptSources.slice(0, 3), path).toEqual([
      "'self'",
      expect.stringMatching(/^'nonce-/),
      "'strict-dynamic'",
    ]);
    expect(scriptSources, path).not.toContain("'unsafe-inline'");
    expect(
      scriptSources.filter((source) => /^'sha256-/.test(source)),
      path,
    ).toEqual([]);
    if (buildWithoutMapKey) {
      expect(header, path).not.toMatch(googleHosts);
      continue;
    }
    expect(scriptSources, path).toEqual(
      expect.arrayContaining(['https://*.googleapis.com', 'https://*.gstatic.com']),
    );
    expect(policy.get('connect-src'), path).toEqual(
      expect.arrayContaining(["'self'", 'https://*.googleapis.com']),
    );
    expect(policy.get('img-src'), path).toEqual(expect.arrayContaining(['https://*.gstatic.com']));
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
  }
  // The search, also rendered per request, keeps the policy without Google.
  expect((await request.get('/suche')).headers()['content-security-policy']).not.toMatch(
    googleHosts,
  );
});

test('the map page is always loaded as a document, so its own policy applies', async ({ page }) => {
  await page.goto('/galerie');
  const documentRequest = page.waitForRequest(
    (request) => request.resourceType() === 'document' && request.url().endsWith('/karte'),
  );
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Karte', exact: true })
    .click();
  await documentRequest;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karte');
});

for (const path of ['/verwaltung/login', '/suche?q=Nationalparks']) {
  test(`${path} (rendered per request) gets a new nonce on every load, and its scripts carry it`, async ({
    request,
  }) => {
    const nonces = [];
    for (let n = 0; n < 3; n++) {
      const response = await request.get(path);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy']!)![1]!;
      const html = await response.text();
      // JSON-LD blocks are data, which no browser runs: a CSP does not apply to them.
      const scripts = html
        .match(/<script\b[^>]*>/g)!
        .filter((script) => !script.includes('type="application/ld+json"'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });
}
