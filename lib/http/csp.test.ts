/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { inlineHashes, pagePolicies, pagePolicy } from './csp.mjs';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

const styles = ["'sha256-grid='"];

const directive = (name: string) => (policy: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)![1];
const scriptSrc = directive('script-src');
const styleSrc = directive('style-src');

describe('the policies the middleware gives page addresses', () => {
  const { cachedPagePolicy, noncePolicy, backendPolicy } = pagePolicies(styles, { https: false });

  it('give a page from the cache of pages none once built: it brings its own', () => {
    for (const path of ['/', '/karte', '/galerie/über', '/gibt-es-nicht']) {
      expect(cachedPagePolicy(path)).toBeUndefined();
    }
  });

  it('give a page rendered per request its nonce, and the inline styles of all pages', () => {
    expect(scriptSrc(noncePolicy('abc'))).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(styleSrc(noncePolicy('abc'))).toBe("'self' 'sha256-grid='");
  });

  it('give the backend its nonce for scripts and the inline styles Payload’s admin needs', () => {
    expect(scriptSrc(backendPolicy('abc'))).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(styleSrc(backendPolicy('abc'))).toBe("'self' 'unsafe-inline'");
    expect(backendPolicy('abc')).not.toMatch(/google/);
  });

  it('give the backend Google’s hosts for its position map when the site has a Maps key', () => {
    const { backendPolicy: withMaps } = pagePolicies(styles, { https: false, backendMaps: true });
    expect(scriptSrc(withMaps('abc'))).toMatch(
      /^'self' 'nonce-abc' 'strict-dynamic' https:\/\/\*\.googleapis\.com/,
    );
    expect(directive('connect-src')(withMaps('abc'))).toMatch(/googleapis/);
    expect(directive('img-src')(withMaps('abc'))).toMatch(/gstatic/);
  });

  it('give the trip plan Google’s hosts and inline styles with `maps`, its scripts still by nonce', () => {
    const policy = noncePolicy('abc', { maps: true });
    expect(scriptSrc(policy)).toMatch(
      /^'self' 'nonce-abc' 'strict-dynamic' https:\/\/\*\.googleapis\.com/,
    );
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    // Google's map sets inline styles: a hash beside 'unsafe-inline' would disable it.
    expect(styleSrc(policy)).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
    expect(directive('connect-src')(policy)).toMatch(/googleapis/);
    expect(directive('img-src')(policy)).toMatch(/gstatic/);
    expect(noncePolicy('abc')).not.toMatch(/google/);
  });

  it('allow inline scripts and styles only without a build (npm run dev)', () => {
    const withoutHashes = pagePolicies(null, { https: false });
    expect(scriptSrc(withoutHashes.cachedPagePolicy('/')!)).toBe("'self' 'unsafe-inline'");
    expect(styleSrc(withoutHashes.cachedPagePolicy('/')!)).toBe("'self' 'unsafe-inline'");
    expect(withoutHashes.cachedPagePolicy('/karte')).toMatch(/googleapis/);
    expect(withoutHashes.cachedPagePolicy('/karte/kategorie/natur')).toMatch(/googleapis/);
    expect(withoutHashes.cachedPagePolicy('/')).not.toMatch(/google/);
    expect(styleSrc(withoutHashes.noncePolicy('abc'))).toBe("'self' 'unsafe-inline'");
    expect(scriptSrc(noncePolicy('abc'))).not.toContain('unsafe-inline');
  });
});

const html =
  '<html><head><script src="/_next/a.js" async></script><style>.grid{}</style></head><body>' +
  '<script>self.__next_f.push([1,"Grand Canyon am Colorado"])</script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>';

test('the hashes of a page’s inline scripts and styles, as Node’s crypto computes them', async () => {
  expect(await inlineHashes(html)).toEqual(
    ['self.__next_f.push([1,"Grand Canyon am Colorado"])', '{"@type":"WebSite"}'].map(hash).sort(),
  );
  expect(await inlineHashes(html, 'style')).toEqual([hash('.grid{}')]);
});

test('a page’s policy allows exactly its own inline scripts, and the styles of all pages', async () => {
  const policy = await pagePolicy({
    path: '/galerie/grand-canyon',
    html,
    styles: ["'sha256-grid='"],
    https: false,
  });
  expect(scriptSrc(policy)).toBe(["'self'", ...(await inlineHashes(html))].join(' '));
  expect(styleSrc(policy)).toBe("'self' 'sha256-grid='");
  expect(scriptSrc(policy)).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/google/);
});

test.each(['/karte', '/karte/kategorie/natur'])(
  'the map page %s keeps Google’s hosts and inline styles in its policy',
  async (path) => {
    const policy = await pagePolicy({ path, html, styles: ["'sha256-grid='"], https: false });
    expect(policy).toMatch(/script-src 'self' 'sha256-[^;]* https:\/\/\*\.googleapis\.com/);
    expect(styleSrc(policy)).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
  },
);

test.each(['/karte-alt', '/karte/kategorie', '/galerie/kategorie/natur'])(
  '%s, no view of the map, gets no Google hosts',
  async (path) => {
    expect(await pagePolicy({ path, html, styles: [], https: false })).not.toMatch(/google/);
  },
);

test('the 404 page of an unknown category under the map gets no Google hosts', async () => {
  const path = '/karte/kategorie/gibt-es-nicht';
  expect(await pagePolicy({ path, html, styles: [], https: false, status: 404 })).not.toMatch(
    /google/,
  );
});
