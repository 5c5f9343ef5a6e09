import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, placeWithSlug, withBackendServer } from './backend-server';
import { formField, publishRefusedBeforeFormState } from './refused-save';
import { mapsCalls, recordGoogleRequests, serveFakeGoogleMaps, testKey } from './google-maps';
import { e2eAdminEmail, e2eAdminPassword } from './settings';

// The owner's backend (Payload CMS at /verwaltung), on a server of its own (backend-server.ts).
const origin = withBackendServer(70);

/** The text of a public page as a visitor gets it now. */
const publicText = (page: Page, path: string) => async () =>
  (await (await page.request.get(path)).text()).replace(/<[^>]+>/g, ' ');

test('a stranger cannot write: the REST API refuses anonymous writes', async ({ request }) => {
  const create = await request.post('/api/places', { data: { title: 'Eingeschleust' } });
  expect(create.status()).toBe(403);
  expect((await request.patch('/api/places/1', { data: { title: 'X' } })).status()).toBe(403);
  expect((await request.delete('/api/places/1')).status()).toBe(403);
  expect((await request.post('/api/users', { data: { email: 'a@b.de' } })).status()).toBe(403);
  // Published content is public, like the pages that show it.
  const places = await request.get('/api/places?limit=1');
  expect(places.status()).toBe(200);
});

test('the backend is German, shows no first-user screen, sends nothing to Gravatar, and its cookie is in the privacy policy', async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith('data:')) foreign.push(r.url());
  });
  await page.goto('/verwaltung/create-first-user');
  await expect(page).toHaveURL(/\/verwaltung\/login/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await expect(page.getByRole('heading', { name: 'Orte', level: 1 })).toBeVisible();
  expect(foreign).toEqual([]);

  // The privacy policy names every cookie the owner now has (before: a cookie of the old backend).
  const cookies = new Set((await page.context().cookies()).map(({ name }) => name));
  expect(cookies).toEqual(new Set(['spamshield', 'payload-token', 'bekanntes-geraet']));
  await page.goto('/datenschutz');
  for (const name of cookies) await expect(page.getByRole('main')).toContainText(`„${name}“`);
});

test('wrong passwords lock out the client that sends them, never the owner', async ({
  request,
}) => {
  const login = (client: string, password: string) =>
    request.post('/api/users/login', {
      headers: { 'x-forwarded-for': client, origin },
      data: { email: e2eAdminEmail, password },
    });
  for (let attempt = 1; attempt <= 5; attempt++) {
    expect((await login('203.0.113.7', `geraten-${attempt}`)).status()).toBe(401);
  }
  const locked = await login('203.0.113.7', e2eAdminPassword);
  expect(locked.status()).toBe(429);
  expect(JSON.stringify(await locked.json())).toContain('Zu viele Anmeldeversuche');
  expect((await login('198.51.100.20', e2eAdminPassword)).status()).toBe(200);
});

test('public pages carry no client hints; the backend’s pages do', async ({ request }) => {
  for (const path of ['/', '/galerie/grand-canyon']) {
    const headers = (await request.get(path)).headers();
    expect(headers['accept-ch']).toBeUndefined();
    expect(headers['critical-ch']).toBeUndefined();
    expect(headers['vary'] ?? '').not.toMatch(/Sec-CH/i);
  }
  const backend = (await request.get('/verwaltung/login')).headers();
  expect(backend['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  expect(backend['set-cookie']).toContain('spamshield=true');
});

test('the owner edits a place’s text and photo (a 4000×3000 JPEG) and publishes: its page, the gallery and the map list show it within 10 s, under a strict script policy', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Grand Canyon', exact: true }).click();
  const title = page.getByRole('textbox', { name: 'Titel *' });
  await expect(title).toHaveValue('Grand Canyon');
  await title.fill('Grand Canyon am Colorado');

  // A new photo as a camera makes it, uploaded from the place's own form.
  const photoField = page.locator('.field-type.upload').filter({ hasText: 'Das Hauptfoto' });
  await photoField.locator('.upload-relationship-details__remove').click();
  await photoField.getByRole('button', { name: 'Neu erstellen' }).click();
  // Payload names its drawer after its id, not its title.
  const drawer = page.getByRole('dialog', { name: /^doc-drawer_media/ });
  await drawer.locator('input[type="file"]').setInputFiles({
    name: 'canyon-abendlicht.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: '#b5532a' },
    })
      .jpeg({ quality: 90 })
      .toBuffer(),
  });
  await drawer.locator('#field-alt').fill('Der Grand Canyon im Abendlicht, rote Felswände');
  await drawer.locator('#field-credit').fill('Foto: Erika Mustermann');
  await drawer.getByRole('button', { name: 'Speichern' }).click();
  await expect(drawer).toBeHidden();
  await expect(photoField.getByRole('link', { name: 'canyon-abendlicht.jpg' })).toBeVisible();

  const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
  await publish.click();
  // Saved: nothing left to publish.
  await expect(publish).toBeDisabled();

  for (const path of ['/galerie/grand-canyon', '/galerie', '/karte', '/']) {
    await expect
      .poll(publicText(page, path), { timeout: 10_000 })
      .toContain('Grand Canyon am Colorado');
  }
  for (const path of ['/galerie/grand-canyon', '/galerie']) {
    const html = await (await page.request.get(path)).text();
    expect(html).toMatch(/canyon-abendlicht-1600x1200\.jpg/);
  }
  // Its alt text describes it on the place's page (a tile leaves it to the title beside it).
  expect(await (await page.request.get('/galerie/grand-canyon')).text()).toContain(
    'alt="Der Grand Canyon im Abendlicht, rote Felswände"',
  );
  // The regenerated page's scripts run under a policy without 'unsafe-inline' (the console
  // fixture fails the test on any refused script).
  const response = await page.goto('/galerie/grand-canyon');
  const policy = response!.headers()['content-security-policy']!;
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grand Canyon am Colorado');
  const photo = page.getByRole('img', { name: 'Der Grand Canyon im Abendlicht, rote Felswände' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Hydrated: a client-side navigation works.
  await page.getByRole('link', { name: 'Nächstes Ziel' }).click();
  await expect(page).toHaveURL('/galerie/yellowstone');
});

test('the owner changes a fact of a place and empties another: its page shows the one and leaves the other out', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Yellowstone-Nationalpark', exact: true }).click();
  await page.getByRole('textbox', { name: 'Beste Reisezeit', exact: true }).fill('Ganzjährig');
  const website = page.getByRole('textbox', { name: 'Offizielle Website', exact: true });
  await expect(website).toHaveValue('https://www.nps.gov/yell/');
  await website.fill('');
  const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
  await publish.click();
  await expect(publish).toBeDisabled();

  await expect
    .poll(publicText(page, '/galerie/yellowstone'), { timeout: 10_000 })
    .toMatch(/Beste Reisezeit\s+Ganzjährig/);
  await page.goto('/galerie/yellowstone');
  const facts = page.getByRole('region', { name: 'Gut zu wissen' });
  await expect(facts.getByRole('definition').getByText('Ganzjährig')).toBeVisible();
  await expect(facts.getByRole('term').filter({ hasText: 'Offizielle Website' })).toHaveCount(0);
  await expect(facts.getByRole('link', { name: /nps\.gov/ })).toHaveCount(0);
});

test('the owner changes a highlight and empties Tipp and Zeitbedarf: the page shows the one and leaves the others out', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Denali-Nationalpark', exact: true }).click();
  await page
    .getByRole('textbox', { name: /^Highlight/ })
    .first()
    .fill('Sonnenaufgang am Observation Point');
  const tip = page.getByRole('textbox', { name: 'Tipp', exact: true });
  await expect(tip).toHaveValue(/^Mit dem eigenen Auto/);
  await tip.fill('');
  await page.getByRole('textbox', { name: 'Zeitbedarf', exact: true }).fill('');
  const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
  await publish.click();
  await expect(publish).toBeDisabled();

  await expect
    .poll(publicText(page, '/galerie/denali'), { timeout: 10_000 })
    .toContain('Sonnenaufgang am Observation Point');
  await page.goto('/galerie/denali');
  const facts = page.getByRole('region', { name: 'Gut zu wissen' });
  await expect(facts.getByRole('listitem').first()).toHaveText(
    'Sonnenaufgang am Observation Point',
  );
  await expect(facts.getByRole('term').filter({ hasText: /^(Tipp|Zeitbedarf)$/ })).toHaveCount(0);
  await expect(facts).not.toContainText('15 Meilen');
});

test('the owner changes a photo’s credit and licence in the backend: the place’s page shows them', async ({
  page,
}) => {
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Chicago', exact: true }).click();
  // The place's further photos, in their order.
  const photos = page.locator('.field-type.upload').filter({ hasText: 'Weitere Fotos' });
  await expect(photos.getByRole('link', { name: /^chicago-\d\.jpg$/ })).toHaveText([
    'chicago-2.jpg',
    'chicago-3.jpg',
  ]);
  // Credit and licence belong to the photo (Fotos), wherever it is shown.
  const { docs } = await (
    await page.request.get('/api/media?where[filename][equals]=chicago-3.jpg')
  ).json();
  await page.goto(`/verwaltung/collections/media/${docs[0].id}`);
  const credit = page.getByRole('textbox', { name: 'Bildnachweis *' });
  await expect(credit).toHaveValue('Illustration: USA-Reiseführer (Beispielbild)');
  await credit.fill('Foto: Erika Mustermann / Wikimedia Commons');
  await page.getByRole('textbox', { name: 'Name der Lizenz' }).fill('CC BY-SA 4.0');
  await page
    .getByRole('textbox', { name: 'Adresse des Lizenztexts' })
    .fill('https://creativecommons.org/licenses/by-sa/4.0/deed.de');
  const save = page.getByRole('button', { name: 'Speichern' });
  await save.click();
  await expect(save).toBeDisabled();

  await expect
    .poll(publicText(page, '/galerie/chicago'), { timeout: 10_000 })
    .toMatch(/Foto: Erika Mustermann \/ Wikimedia Commons[\s·]+Lizenz:\s+CC BY-SA 4\.0/);
  await page.goto('/galerie/chicago');
  const figure = page
    .getByRole('region', { name: 'Weitere Fotos' })
    .getByRole('figure', { name: /Erika Mustermann/ });
  // Its caption (the figure also holds the closed dialog that shows the photo large).
  const caption = figure.locator(':scope > figcaption');
  await expect(caption).toHaveText(
    'Foto: Erika Mustermann / Wikimedia Commons · Lizenz: CC BY-SA 4.0',
  );
  await expect(caption.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
    'href',
    'https://creativecommons.org/licenses/by-sa/4.0/deed.de',
  );
});

test('a draft stays private until it is published; the owner sees it in the preview', async ({
  page,
  browser,
}) => {
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Key West', exact: true }).click();
  await page.getByRole('textbox', { name: 'Titel *' }).fill('Key West (Entwurf)');
  const saveDraft = page.getByRole('button', { name: 'Entwurf speichern' });
  await saveDraft.click();
  await expect(saveDraft).toBeDisabled();
  await page.request.get('/galerie/key-west');
  const text = await publicText(page, '/galerie/key-west')();
  expect(text).toContain('Key West');
  expect(text).not.toContain('Entwurf');
  const api = await (
    await page.context().request.fetch(`${origin}/api/places?where[slug][equals]=key-west`, {
      headers: { cookie: '' },
    })
  ).json();
  expect(api.docs[0].title).toBe('Key West');

  // The edit view's preview opens the draft as its page will look, in a new tab, under a nonce.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'Vorschau' }).click(),
  ]);
  const errors: string[] = [];
  preview.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await expect(preview).toHaveURL(/\/vorschau\/\d+$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Key West (Entwurf)');
  await expect(preview.getByText('Besucher sehen diese Seite nicht.')).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await preview.reload();
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Key West (Entwurf)');
  expect(errors).toEqual([]);

  // Anyone else gets the site's 404 at that address.
  const stranger = await browser.newContext({ baseURL: origin });
  const answer = await stranger.request.get(preview.url());
  expect(answer.status()).toBe(404);
  expect(await answer.text()).not.toContain('Entwurf');
  await stranger.close();
});

test('the preview of a draft that is not complete yet says what it still lacks', async ({
  page,
}) => {
  await logIn(page);
  const created = await page.request.post('/api/places?draft=true', {
    headers: { origin },
    data: { title: 'Zion-Nationalpark', state: 'Utah', _status: 'draft' },
  });
  expect(created.status()).toBe(201);
  const { doc } = await created.json();
  await page.goto(`/vorschau/${doc.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zion-Nationalpark');
  await expect(page.getByText('Dieser Entwurf lässt sich noch nicht zeigen.')).toBeVisible();
  // Its address is derived from the title (issue 30): it lacks everything else.
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
    'Kategorie',
    'Kurztext',
    'Beschreibung',
    'Lage (Breiten- und Längengrad)',
    'Foto',
  ]);
});

test.describe('a save refused for its fields', () => {
  // The browser logs the refused save (400).
  test.use({ expectedConsoleErrors: [/status of 400/] });

  test('a place published with required fields left empty marks each field and says why, also when the form’s own check answers late', async ({
    page,
  }) => {
    await logIn(page);
    const { answer, title, latitude } = await publishRefusedBeforeFormState(page);
    // Refused, naming each field (lib/workarounds/payload-field-errors.ts).
    expect(answer.status()).toBe(400);
    const { errors } = await answer.json();
    expect(errors[0].data.errors).toEqual([
      expect.objectContaining({ path: 'title', message: 'Pflichtfeld' }),
      expect.objectContaining({ path: 'location.lat', message: 'Pflichtfeld' }),
    ]);
    // Each field is marked, with its message at the field, after the form state Payload asked for
    // before the refusal has arrived (lib/workarounds/payload-refused-marks.ts).
    for (const [kind, input] of [
      ['text', title],
      ['number', latitude],
    ] as const) {
      const field = formField(page, kind, input);
      await expect(field).toHaveClass(/\berror\b/);
      await expect(field.locator('.field-error')).toHaveText('Pflichtfeld');
      await expect(field.locator('.field-error')).toBeVisible();
    }
    // Until the owner changes the field.
    await title.fill('Zion');
    await expect(formField(page, 'text', title)).not.toHaveClass(/\berror\b/);
    await expect(formField(page, 'number', latitude)).toHaveClass(/\berror\b/);
  });
});

test('the owner sets a place’s position with a click on a map, which loads only when asked for', async ({
  page,
}) => {
  await serveFakeGoogleMaps(page.context());
  const google = recordGoogleRequests(page);
  await logIn(page);
  await page.goto('/verwaltung/collections/places');
  await page.getByRole('link', { name: 'Mount Rushmore', exact: true }).click();
  const lat = page.getByRole('spinbutton', { name: 'Breitengrad *' });
  const lng = page.getByRole('spinbutton', { name: 'Längengrad *' });
  await expect(lat).toHaveValue('43.8791');
  expect(google).toEqual([]);

  await page.getByRole('button', { name: 'Position auf der Karte wählen' }).click();
  const map = page
    .getByRole('region', { name: 'Karte zur Wahl der Position' })
    .locator('[data-maps-stub]');
  await expect(map).toBeVisible();
  const calls = (await mapsCalls(page))!;
  const script = new URL(calls.scriptUrls[0]!).searchParams;
  expect([script.get('key'), script.get('language'), script.get('region')]).toEqual([
    testKey,
    'de',
    'US',
  ]);
  expect(calls.maps[0]).toMatchObject({
    mapTypeId: 'roadmap',
    center: { lat: 43.8791, lng: -103.4591 },
  });

  // 120 px east of the middle: the longitude grows, the latitude stays (five decimals).
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 120, y: box.height / 2 } });
  await expect(lng).not.toHaveValue('-103.4591');
  expect(Number(await lng.inputValue())).toBeGreaterThan(-103.4591);
  expect(Number(await lat.inputValue())).toBeCloseTo(43.8791, 2);
  expect((await lng.inputValue()).split('.')[1]!.length).toBeLessThanOrEqual(5);
  const chosen = { lat: Number(await lat.inputValue()), lng: Number(await lng.inputValue()) };

  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && /\/api\/places\/\d+/.test(r.url()),
  );
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  expect((await saved).status()).toBe(200);
  expect((await placeWithSlug(page.request, 'mount-rushmore')).location).toEqual(chosen);
  // Only the stand-in for Google's script was asked for, and only after the click.
  expect(google.every((url) => url.startsWith('https://maps.googleapis.com/maps/api/js'))).toBe(
    true,
  );
});

test('a deleted place answers 404 and is gone from every list', async ({ page }) => {
  await logIn(page);
  const { id } = await placeWithSlug(page.request, 'alamo');
  const deleted = await page.request.delete(`/api/places/${id}`, { headers: { origin } });
  expect(deleted.status()).toBe(200);
  await expect
    .poll(async () => (await page.request.get('/galerie/alamo')).status(), { timeout: 10_000 })
    .toBe(404);
  for (const path of ['/galerie', '/karte', '/sitemap.xml']) {
    await expect.poll(publicText(page, path), { timeout: 10_000 }).not.toContain('/galerie/alamo');
  }
});

test('the owner takes a place offline from its menu, in German, and it answers 404', async ({
  page,
}) => {
  await logIn(page);
  const { id } = await placeWithSlug(page.request, 'mesa-verde');
  await page.goto(`/verwaltung/collections/places/${id}`);
  await page.getByRole('button', { name: 'Mehr Optionen' }).click();
  await page.getByRole('button', { name: 'Veröffentlichung aufheben' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Sie sind dabei, die Veröffentlichung dieses Dokuments aufzuheben. Sind Sie sicher?',
  );
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.locator('.payload-toast-item')).toHaveText(
    'Die Veröffentlichung wurde aufgehoben.',
  );
  await expect(page.getByText('Status: Entwurf')).toBeVisible();
  await expect
    .poll(async () => (await page.request.get('/galerie/mesa-verde')).status(), {
      timeout: 10_000,
    })
    .toBe(404);
});

test('a photo a place still shows is not deleted: she is told which place uses it, in German', async ({
  page,
}) => {
  await logIn(page);
  const photo = (await placeWithSlug(page.request, 'new-york-city')).image;
  const refused = await page.request.delete(`/api/media/${photo}`, { headers: { origin } });
  expect(refused.status()).toBe(409);
  const { errors } = await refused.json();
  expect(errors[0].message).toMatch(
    /^Dieses Foto wird noch verwendet: (.+, )?New York City(, .+)?\. Wählen Sie dort zuerst ein anderes Foto; danach können Sie es löschen\.$/,
  );
  expect((await page.request.get(`/api/media/${photo}`)).status()).toBe(200);
  expect((await page.request.get('/galerie/new-york-city')).status()).toBe(200);
});

test('a photo as a camera makes it (4000×3000 JPEG) is stored with its size read from the file; other files are refused in German and not stored', async ({
  page,
}) => {
  await logIn(page);
  const count = async () =>
    (await (await page.request.get('/api/media?limit=0')).json()).totalDocs as number;
  const before = await count();
  const upload = (name: string, mimeType: string, buffer: Buffer) =>
    page.request.post('/api/media', {
      headers: { origin },
      multipart: {
        file: { name, mimeType, buffer },
        _payload: JSON.stringify({
          alt: 'Ein Testfoto mit Himmel und Felsen',
          credit: 'Foto: Test',
        }),
      },
    });

  const photo = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: '#c2562b' },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const stored = await upload('kamera.jpg', 'image/jpeg', photo);
  expect(stored.status()).toBe(201);
  const { doc } = await stored.json();
  expect(doc).toMatchObject({ width: 4000, height: 3000, mimeType: 'image/jpeg' });
  expect(doc.sizes.card).toMatchObject({ width: 800, height: 600 });
  expect(doc.sizes.large).toMatchObject({ width: 1600, height: 1200 });
  expect((await page.request.get(doc.sizes.large.url)).headers()['content-type']).toBe(
    'image/jpeg',
  );

  const text = await upload('notiz.jpg', 'image/jpeg', Buffer.from('Das ist kein Bild.'));
  expect(text.status()).toBe(400);
  expect(JSON.stringify(await text.json())).toContain(
    'Die Datei ist kein Foto im Format JPEG, PNG, WebP oder AVIF.',
  );
  const broken = await upload('kaputt.jpg', 'image/jpeg', photo.subarray(0, 2000));
  expect(broken.status()).toBe(400);
  expect(JSON.stringify(await broken.json())).toContain('Das Foto ist beschädigt');
  expect(await count()).toBe(before + 1);
});
