import { pagePolicies } from './page-policies';

const hashes = {
  buildId: 'b',
  pages: {
    '/': ["'sha256-start='"],
    '/karte': ["'sha256-karte='"],
    '/galerie/über': ["'sha256-ueber='"],
  },
  fallback: ["'sha256-404='"],
  styles: ["'sha256-grid='"],
};

const directive = (name: string) => (policy: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)![1];
const scriptSrc = directive('script-src');
const styleSrc = directive('style-src');

describe('the policies of the pages', () => {
  const { policyOf, noncePolicy } = pagePolicies(hashes);

  it('allow a prerendered page exactly its own inline scripts', () => {
    expect(scriptSrc(policyOf('/'))).toBe("'self' 'sha256-start='");
    expect(scriptSrc(policyOf('/galerie/über'))).toBe("'self' 'sha256-ueber='");
  });

  it('find a page also under its percent-encoded address', () => {
    expect(policyOf('/galerie/%C3%BCber')).toBe(policyOf('/galerie/über'));
    expect(scriptSrc(policyOf('/galerie/%E0%A4%A'))).toBe("'self' 'sha256-404='");
  });

  it('give other addresses the not-found page’s hashes', () => {
    expect(scriptSrc(policyOf('/gibt-es-nicht'))).toBe("'self' 'sha256-404='");
  });

  it('allow every page the inline styles of all pages, which a client-side navigation inserts', () => {
    for (const path of ['/', '/galerie/über', '/gibt-es-nicht']) {
      expect(styleSrc(policyOf(path))).toBe("'self' 'sha256-grid='");
    }
    expect(styleSrc(noncePolicy('abc'))).toBe("'self' 'sha256-grid='");
  });

  it('give a page rendered per request its nonce instead of script hashes', () => {
    expect(scriptSrc(noncePolicy('abc'))).toBe("'self' 'nonce-abc' 'strict-dynamic'");
  });

  it('allow Google’s hosts on the map page only, and its inline styles without hashes', () => {
    expect(policyOf('/karte')).toMatch(
      /script-src 'self' 'sha256-karte=' https:\/\/\*\.googleapis/,
    );
    expect(styleSrc(policyOf('/karte'))).toBe(
      "'self' 'unsafe-inline' https://fonts.googleapis.com",
    );
    expect(policyOf('/')).not.toMatch(/google/);
  });

  it('allow inline scripts and styles only when no hashes were built (npm run dev)', () => {
    const withoutHashes = pagePolicies(null);
    expect(scriptSrc(withoutHashes.policyOf('/'))).toBe("'self' 'unsafe-inline'");
    expect(styleSrc(withoutHashes.policyOf('/'))).toBe("'self' 'unsafe-inline'");
    expect(withoutHashes.policyOf('/karte')).toMatch(/googleapis/);
    expect(styleSrc(withoutHashes.noncePolicy('abc'))).toBe("'self' 'unsafe-inline'");
    for (const path of ['/', '/karte', '/x']) {
      expect(scriptSrc(policyOf(path))).not.toContain('unsafe-inline');
    }
    for (const path of ['/', '/x']) expect(styleSrc(policyOf(path))).not.toContain('unsafe-inline');
  });
});
