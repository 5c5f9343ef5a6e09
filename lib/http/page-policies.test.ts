import { pagePolicies } from './page-policies';

const styles = ["'sha256-grid='"];

const directive = (name: string) => (policy: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)![1];
const scriptSrc = directive('script-src');
const styleSrc = directive('style-src');

describe('the policies the middleware gives page addresses', () => {
  const { cachedPagePolicy, noncePolicy, backendPolicy } = pagePolicies(styles);

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
    const { backendPolicy: withMaps } = pagePolicies(styles, { backendMaps: true });
    expect(scriptSrc(withMaps('abc'))).toMatch(
      /^'self' 'nonce-abc' 'strict-dynamic' https:\/\/\*\.googleapis\.com/,
    );
    expect(directive('connect-src')(withMaps('abc'))).toMatch(/googleapis/);
    expect(directive('img-src')(withMaps('abc'))).toMatch(/gstatic/);
  });

  it('allow inline scripts and styles only without a build (npm run dev)', () => {
    const withoutHashes = pagePolicies(null);
    expect(scriptSrc(withoutHashes.cachedPagePolicy('/')!)).toBe("'self' 'unsafe-inline'");
    expect(styleSrc(withoutHashes.cachedPagePolicy('/')!)).toBe("'self' 'unsafe-inline'");
    expect(withoutHashes.cachedPagePolicy('/karte')).toMatch(/googleapis/);
    expect(withoutHashes.cachedPagePolicy('/')).not.toMatch(/google/);
    expect(styleSrc(withoutHashes.noncePolicy('abc'))).toBe("'self' 'unsafe-inline'");
    expect(scriptSrc(noncePolicy('abc'))).not.toContain('unsafe-inline');
  });
});
