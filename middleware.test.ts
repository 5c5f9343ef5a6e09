/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, middleware } from './middleware';

const origin = 'http://localhost:3000';

const request = (path: string, init: ConstructorParameters<typeof NextRequest>[1] = {}) =>
  new NextRequest(`${origin}${path}`, init);

const setCookies = (response: Response) => response.headers.getSetCookie();
const answer = async (path: string, init?: ConstructorParameters<typeof NextRequest>[1]) =>
  (await middleware(request(path, init)))!;

const runsFor = (url: string, headers?: Record<string, string>) =>
  unstable_doesMiddlewareMatch({ config, url, headers });

describe('which requests the middleware runs for', () => {
  it.each(['/', '/galerie', '/galerie/grand-canyon', '/kontakt/senden', '/verwaltung/1', '/.env'])(
    'page address %s',
    (url) => expect(runsFor(url)).toBe(true),
  );

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image?url=%2Fbilder%2Fgrand-canyon.jpg&w=640&q=75',
    '/robots.txt',
    '/sitemap.xml',
    '/opengraph-image',
    '/icon.svg',
    '/icon.png?icon.0a1b2c3d4e5f6.png',
  ])('not for the asset %s', (url) => expect(runsFor(url)).toBe(false));

  it('not for any file in public/', () => {
    const files = readdirSync('public', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.replace(/^public/, '')}/${entry.name}`);
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect([file, runsFor(file)]).toEqual([file, false]);
  });

  it('covers the same addresses in every matcher entry', () => {
    const [pages, ...bodies] = config.matcher;
    for (const entry of bodies) expect(entry.source).toBe(pages!.source);
  });

  it.each<Record<string, string>>([
    { 'content-type': 'multipart/form-data' },
    { 'content-length': '3' },
    { 'transfer-encoding': 'chunked' },
    { 'next-action': '40abc' },
  ])('for a request announcing a body (%j) even with a prefetch header', (headers) => {
    expect(
      runsFor('/verwaltung/anmelden', { rsc: '1', 'next-router-prefetch': '1', ...headers }),
    ).toBe(true);
  });

  it('not for link prefetches', () => {
    expect(runsFor('/impressum', { rsc: '1', 'next-router-prefetch': '1' })).toBe(false);
    expect(runsFor('/impressum', { rsc: '1' })).toBe(true);
  });
});

describe('the answer', () => {
  // The owner's backend exists (lib/cms/owner.ts); without it, see the last test.
  beforeEach(() => {
    process.env.ADMIN_PASSWORD = 'ein-passwort';
  });
  afterEach(() => {
    delete process.env.ADMIN_PASSWORD;
  });

  it('carries exactly "spamshield=true" on a page load', async () => {
    const response = await answer('/galerie');
    expect(setCookies(response)).toEqual(['spamshield=true']);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('gives every other page its policy (here without built hashes: inline scripts allowed)', async () => {
    const policy = (await answer('/impressum')).headers.get('content-security-policy')!;
    expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-inline';/);
    expect(policy).not.toMatch(/google/);
    const map = (await answer('/karte')).headers.get('content-security-policy')!;
    expect(map).toMatch(/script-src [^;]*https:\/\/\*\.googleapis\.com/);
  });

  it.each(['/verwaltung', '/suche'])(
    'gives %s (rendered per request) a fresh nonce on every request, also to the renderer',
    async (path) => {
      const nonces = await Promise.all(
        [1, 2].map(async () => {
          const response = await answer(path);
          const policy = response.headers.get('content-security-policy')!;
          expect(/script-src [^;]*/.exec(policy)![0]).not.toContain('unsafe-inline');
          expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
          expect(setCookies(response)).toEqual(['spamshield=true']);
          return /'nonce-([A-Za-z0-9+/=]{24})'/.exec(policy)![1];
        }),
      );
      expect(nonces[0]).not.toBe(nonces[1]);
    },
  );

  it('gives the trip plan Google’s hosts only when the site has a Maps key, its scripts by nonce', async () => {
    const policyOf = async (run: typeof middleware, path: string) =>
      (await run(request(path)))!.headers.get('content-security-policy')!;
    expect(await policyOf(middleware, '/merkliste')).not.toMatch(/google/);

    process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY = 'test-key';
    let withKey = middleware;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      withKey = require('./middleware').middleware;
    });
    delete process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY;
    const trip = await policyOf(withKey, '/merkliste');
    expect(/script-src [^;]*/.exec(trip)![0]).toMatch(
      /^script-src 'self' 'nonce-[^']+' 'strict-dynamic' https:\/\/\*\.googleapis\.com/,
    );
    expect(/script-src [^;]*/.exec(trip)![0]).not.toContain('unsafe-inline');
    expect(trip).toMatch(/connect-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(await policyOf(withKey, '/suche')).not.toMatch(/google/);
  });

  it('redirects a trailing slash with 308, stamped', async () => {
    const response = await answer('/galerie/?seite=2');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${origin}/galerie?seite=2`);
    expect(setCookies(response)).toEqual(['spamshield=true']);
  });

  it.each([
    ['/galerie/seite/1', '/galerie'],
    ['/galerie/seite/1/', '/galerie'],
    ['/galerie/kategorie/natur/seite/1?x=1', '/galerie/kategorie/natur?x=1'],
    ['/galerie/bundesstaat/new-york/seite/1', '/galerie/bundesstaat/new-york'],
    [
      '/galerie/kategorie/natur/bundesstaat/utah/seite/1',
      '/galerie/kategorie/natur/bundesstaat/utah',
    ],
  ])('redirects the first page %s to %s with 308, stamped', async (from, to) => {
    const response = await answer(from);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(`${origin}${to}`);
    expect(setCookies(response)).toEqual(['spamshield=true']);
  });

  it.each(['/galerie/seite/10', '/galerie/seite/2', '/seite/1', '/', '/verwaltung/nachrichten'])(
    'leaves %s alone',
    async (path) => {
      expect((await answer(path)).headers.get('x-middleware-next')).toBe('1');
    },
  );

  it('gives the backend’s pages the site’s 404 page when there is no backend (no ADMIN_PASSWORD)', async () => {
    delete process.env.ADMIN_PASSWORD;
    for (const path of ['/verwaltung', '/verwaltung/login', '/verwaltung/collections/places']) {
      const response = await answer(path);
      // An address no route takes (app/global-not-found.tsx renders it, with status 404).
      expect(response.headers.get('x-middleware-rewrite')).toBe(
        `${origin}/verwaltung-nicht-eingerichtet`,
      );
      expect(setCookies(response)).toEqual(['spamshield=true']);
    }
    expect((await answer('/galerie')).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('sends a visitor who sent nothing from the thank-you page to the form, stamped', async () => {
    const response = await answer('/kontakt/gesendet');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${origin}/kontakt`);
    expect(setCookies(response)).toEqual(['spamshield=true']);
    const sent = await answer('/kontakt/gesendet', { headers: { cookie: 'kontakt-gesendet=1' } });
    expect(sent.headers.get('x-middleware-next')).toBe('1');
  });

  it.each([
    ['PUT', '/'],
    ['DELETE', '/galerie'],
    ['OPTIONS', '/kontakt'],
    ['PATCH', '/kontakt/senden'],
    ['POST', '/impressum'],
  ])('refuses %s %s with 405 and Allow, stamped', async (method, path) => {
    const response = await answer(path, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toMatch(/^GET, HEAD/);
    expect(setCookies(response)).toEqual(['spamshield=true']);
  });

  it('gives a post to /kontakt that is no server action a nonce policy too (Next.js answers it from its cache, without the page’s policy)', async () => {
    const response = await answer('/kontakt', {
      method: 'POST',
      body: 'name=a',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': '6',
      },
    });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
  });

  it('lets form posts to the contact form through, stamped', async () => {
    const response = await answer('/kontakt/senden', { method: 'POST', body: 'name=a' });
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(setCookies(response)).toEqual(['spamshield=true']);
  });

  const action = (headers: Record<string, string>, body = 'x') => ({
    method: 'POST',
    body,
    headers: { host: 'localhost:3000', 'content-length': String(body.length), ...headers },
  });

  it.each([
    ['a foreign origin', action({ origin: 'https://evil.example' }), 403],
    ['a body over 1 MB', action({ 'content-length': String(1024 * 1024 + 1) }), 413],
    ['a JSON body', action({ 'content-type': 'application/json' }, '["x"]'), 415],
    [
      'a malformed multipart body',
      action({ 'content-type': 'multipart/form-data; boundary=x' }, 'junk'),
      400,
    ],
    [
      'an action body that is no JSON',
      action({ 'next-action': '40ab', 'content-type': 'text/plain;charset=UTF-8' }, '{{{'),
      400,
    ],
    [
      'an action body that refers to a part it lacks',
      action(
        { 'next-action': '40ab', 'content-type': 'multipart/form-data; boundary=x' },
        '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$1:aa:aa"]\r\n--x--\r\n',
      ),
      400,
    ],
  ])('refuses a server action with %s', async (_, init, status) => {
    // The contact form's action without JavaScript, and the owner's login.
    for (const path of ['/kontakt', '/verwaltung/anmelden']) {
      const response = await answer(path, init);
      expect([path, response.status]).toEqual([path, status]);
      expect(setCookies(response)).toEqual(['spamshield=true']);
    }
  });

  it.each(['/kontakt', '/verwaltung/anmelden'])(
    'lets a well-formed server action to %s from the site itself through, to a page rendered with a nonce',
    async (path) => {
      const form = new FormData();
      form.set('name', 'x');
      const body = new Request(origin, { method: 'POST', body: form });
      const response = await answer(path, {
        method: 'POST',
        body: await body.arrayBuffer(),
        headers: {
          host: 'localhost:3000',
          origin,
          'content-type': body.headers.get('content-type')!,
          'content-length': '300',
        },
      });
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('content-security-policy')).toMatch(/script-src [^;]*'nonce-/);
    },
  );
});
