import { pagePolicies } from './page-policies';

const hashes = {
  buildId: 'b',
  pages: {
    '/': { scripts: ["'sha256-start='"], styles: [] },
    '/karte': { scripts: ["'sha256-karte='"], styles: [] },
    '/galerie/über': { scripts: ["'sha256-ueber='"], styles: ["'sha256-style='"] },
  },
  fallback: { scripts: ["'sha256-404='"], styles: [] },
};

const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)![1];

describe('the policies of the pages', () => {
  const policyOf = pagePolicies(hashes);

  it('allow a prerendered page exactly its own inline scripts', () => {
    expect(scriptSrc(policyOf('/'))).toBe("'self' 'sha256-start='");
    expect(policyOf('/galerie/über')).toContain("style-src 'self' 'sha256-style='");
  });

  it('find a page also under its percent-encoded address', () => {
    expect(policyOf('/galerie/%C3%BCber')).toBe(policyOf('/galerie/über'));
    expect(scriptSrc(policyOf('/galerie/%E0%A4%A'))).toBe("'self' 'sha256-404='");
  });

  it('give other addresses the not-found page’s hashes', () => {
    expect(scriptSrc(policyOf('/gibt-es-nicht'))).toBe("'self' 'sha256-404='");
  });

  it('allow Google’s hosts on the map page only', () => {
    expect(policyOf('/karte')).toMatch(
      /script-src 'self' 'sha256-karte=' https:\/\/\*\.googleapis/,
    );
    expect(policyOf('/')).not.toMatch(/google/);
  });

  it('allow inline scripts only when no hashes were built (npm run dev)', () => {
    expect(scriptSrc(pagePolicies(null)('/'))).toBe("'self' 'unsafe-inline'");
    expect(pagePolicies(null)('/karte')).toMatch(/googleapis/);
    for (const path of ['/', '/karte', '/x']) {
      expect(scriptSrc(policyOf(path))).not.toContain('unsafe-inline');
    }
  });
});
