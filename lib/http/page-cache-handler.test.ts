/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import PageCacheHandler, { pagePolicy } from './page-cache-handler.mjs';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const directive = (name: string) => (policy: string) =>
  new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)![1];
const scriptSrc = directive('script-src');
const styleSrc = directive('style-src');

const html =
  '<html><head><script src="/_next/a.js" async></script></head><body>' +
  '<script>self.__next_f.push([1,"Grand Canyon am Colorado"])</script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>';

test('a page’s policy allows exactly its own inline scripts, and the styles of all pages', async () => {
  const policy = await pagePolicy('/galerie/grand-canyon', html, ["'sha256-grid='"]);
  expect(scriptSrc(policy)).toBe(
    [
      "'self'",
      ...['self.__next_f.push([1,"Grand Canyon am Colorado"])', '{"@type":"WebSite"}']
        .map(hash)
        .sort(),
    ].join(' '),
  );
  expect(styleSrc(policy)).toBe("'self' 'sha256-grid='");
  expect(scriptSrc(policy)).not.toContain('unsafe-inline');
  expect(policy).not.toMatch(/google/);
});

test('the map page keeps Google’s hosts and inline styles, prerendered or rendered anew', async () => {
  const key = `/route-cache/APP_PAGE/${'0a'.repeat(32)}/$/karte`;
  expect(await pagePolicy(key, html, [])).toBe(await pagePolicy('/karte', html, []));
  const policy = await pagePolicy('/karte', html, ["'sha256-grid='"]);
  expect(policy).toMatch(/script-src 'self' 'sha256-[^;]* https:\/\/\*\.googleapis\.com/);
  expect(styleSrc(policy)).toBe("'self' 'unsafe-inline' https://fonts.googleapis.com");
});

test('a page entering the cache gets its policy in its entry, the one Next answers with', async () => {
  const files: Record<string, string> = {
    '/build/.next/server/../csp-hashes.json': JSON.stringify({ styles: ["'sha256-grid='"] }),
  };
  const fs = { readFile: async (file: string) => files[file] ?? Promise.reject(new Error(file)) };
  const handler = new PageCacheHandler({
    fs,
    serverDistDir: '/build/.next/server',
    flushToDisk: false,
    revalidatedTags: [],
  } as never);
  const entry = {
    kind: 'APP_PAGE',
    html,
    headers: { 'x-next-cache-tags': '_N_T_/layout' },
  } as never as { headers: Record<string, string> };
  await handler.set('/galerie/grand-canyon', entry as never, {} as never);
  expect(entry.headers['x-next-cache-tags']).toBe('_N_T_/layout');
  expect(entry.headers['content-security-policy']).toBe(
    await pagePolicy('/galerie/grand-canyon', html, ["'sha256-grid='"]),
  );
});

test('the build’s style hashes are read once, not for each of the handlers Next makes per request', async () => {
  const reads: string[] = [];
  const fs = {
    readFile: async (file: string) => {
      reads.push(file);
      return JSON.stringify({ styles: ["'sha256-grid='"] });
    },
  };
  const handlers = Array.from(
    { length: 5 },
    () =>
      new PageCacheHandler({
        fs,
        serverDistDir: '/other-build/.next/server',
        flushToDisk: false,
        revalidatedTags: [],
      } as never),
  );
  const entry = { kind: 'APP_PAGE', html, headers: {} } as never as {
    headers: Record<string, string>;
  };
  for (const handler of handlers) await handler.set('/impressum', entry as never, {} as never);
  expect(entry.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-grid='/);
  expect(reads).toEqual(['/other-build/.next/server/../csp-hashes.json']);
});
