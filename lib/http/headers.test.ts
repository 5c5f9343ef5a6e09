import { contentSecurityPolicy } from './csp.mjs';
import { headerRules, securityHeaders } from './headers.mjs';

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((h) => h.key === key)?.value;

describe('security headers', () => {
  it('pin HTTPS for two years (the Observatory asks for at least six months) only over HTTPS', () => {
    const hsts = header(securityHeaders({ https: true }), 'Strict-Transport-Security');
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(15_552_000);
    expect(header(securityHeaders({ https: false }), 'Strict-Transport-Security')).toBeUndefined();
  });

  it('upgrade insecure requests only over HTTPS', () => {
    expect(contentSecurityPolicy({ https: true })).toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ https: false })).not.toContain('upgrade-insecure-requests');
  });

  it('allow no inline script unless given its hash (or a nonce)', () => {
    expect(contentSecurityPolicy({ https: true })).toContain("script-src 'self';");
    const policy = contentSecurityPolicy({ https: true, scriptSources: ["'sha256-abc='"] });
    expect(policy).toContain("script-src 'self' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allow the Google Maps hosts only in the policy of the map page', () => {
    expect(contentSecurityPolicy({ https: true, maps: true })).toMatch(
      /script-src [^;]*https:\/\/\*\.googleapis\.com/,
    );
    expect(contentSecurityPolicy({ https: true })).not.toMatch(/google|gstatic/);
  });

  it('set no cookie: middleware.ts stamps it', () => {
    const keys = headerRules({ https: false }).flatMap((rule) => rule.headers.map((h) => h.key));
    expect(keys.map((key) => key.toLowerCase())).not.toContain('set-cookie');
  });
});

describe('header rules', () => {
  it('give a prefetch of a page rendered per request the policy that allows no inline script', () => {
    const prefetch = headerRules({ https: false }).find((rule) =>
      rule.has?.some(({ key }) => key === 'next-router-prefetch'),
    );
    expect(header(prefetch?.headers ?? [], 'Content-Security-Policy')).toBe(
      contentSecurityPolicy({ https: false }),
    );
    const source = new RegExp(`^${prefetch!.source.replace('/:path', '/')}$`);
    const perRequest = [
      '/suche',
      '/merkliste',
      '/verwaltung',
      '/verwaltung/collections',
      '/vorschau/zion',
    ];
    for (const path of perRequest) expect(path).toMatch(source);
    for (const path of ['/', '/galerie', '/sucher', '/vorschau']) expect(path).not.toMatch(source);
  });
});
