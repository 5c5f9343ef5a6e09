/**
 * @jest-environment node
 */
import { pagePolicy } from './csp.mjs';
import PageCacheHandler, { pathOfKey } from './page-cache-handler.mjs';

const html =
  '<html><head><script src="/_next/a.js" async></script></head><body>' +
  '<script>self.__next_f.push([1,"Grand Canyon am Colorado"])</script>' +
  '<script type="application/ld+json">{"@type":"WebSite"}</script></body></html>';

test('the path of a page rendered at run time is read from its cache key', () => {
  expect(pathOfKey(`/route-cache/APP_PAGE/${'0a'.repeat(32)}/$/karte`)).toBe('/karte');
  expect(pathOfKey('/karte')).toBe('/karte');
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
    await pagePolicy({
      path: '/galerie/grand-canyon',
      html,
      styles: ["'sha256-grid='"],
      https: false,
    }),
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

describe('a 404 (an unknown address)', () => {
  const fs = {
    readFile: async (file: string) =>
      file.endsWith('csp-hashes.json')
        ? JSON.stringify({ styles: ["'sha256-grid='"] })
        : Promise.reject(new Error(file)),
    existsSync: () => false,
    readFileSync: (file: string) => {
      throw new Error(file);
    },
  };
  const handler = () =>
    new PageCacheHandler({
      fs,
      serverDistDir: '/404-build/.next/server',
      flushToDisk: false,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    } as never);
  const page = (status: number) =>
    ({ kind: 'APP_PAGE', html, status, headers: {} }) as never as {
      headers: Record<string, string>;
    };
  const read = (key: string) =>
    handler().get(key, { kind: 'APP_PAGE', isFallback: false } as never);

  test('is not stored, and is answered with its policy all the same', async () => {
    const entry = page(404);
    await handler().set('/galerie/erfunden', entry as never, {} as never);
    expect(entry.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(await read('/galerie/erfunden')).toBeNull();
  });

  test('replaces a page that was there, whose address no longer exists', async () => {
    await handler().set('/galerie/geloescht', page(200) as never, {} as never);
    expect((await read('/galerie/geloescht'))?.value).toMatchObject({ status: 200 });
    await handler().set('/galerie/geloescht', page(404) as never, {} as never);
    expect((await read('/galerie/geloescht'))?.value).toMatchObject({ status: 404 });
  });
});

test('on Vercel (the platform’s FetchCache) a publish revalidates the platform’s cache of pages', async () => {
  const calls: unknown[][] = [];
  class FetchCache {
    async get(...args: unknown[]) {
      calls.push(['get', ...args]);
      return null;
    }
    async set(...args: unknown[]) {
      calls.push(['set', args[0]]);
    }
    async revalidateTag(...args: unknown[]) {
      calls.push(['revalidateTag', ...args]);
    }
  }
  const symbol = Symbol.for('@next/cache-handlers');
  const global = globalThis as unknown as Record<symbol, unknown>;
  global[symbol] = { FetchCache };
  try {
    const handler = new PageCacheHandler({
      fs: { readFile: async () => JSON.stringify({ styles: ["'sha256-grid='"] }) },
      serverDistDir: '/vercel-build/.next/server',
      flushToDisk: false,
      revalidatedTags: [],
    } as never);
    await handler.revalidateTag(['_N_T_/galerie/antelope-canyon'], { expire: 0 } as never);
    await handler.get('/galerie/antelope-canyon', { kind: 'APP_PAGE' } as never);
    await handler.set(
      '/galerie/antelope-canyon',
      { kind: 'APP_PAGE', html, headers: {} } as never,
      {} as never,
    );
    expect(calls).toEqual([
      ['revalidateTag', ['_N_T_/galerie/antelope-canyon'], { expire: 0 }],
      ['get', '/galerie/antelope-canyon', { kind: 'APP_PAGE' }],
      ['set', '/galerie/antelope-canyon'],
    ]);
  } finally {
    delete global[symbol];
  }
});

test('a content read stays in memory, never in a file; a page goes to its file', async () => {
  const written: string[] = [];
  const fs = {
    readFile: async (file: string) =>
      file.endsWith('csp-hashes.json')
        ? JSON.stringify({ styles: ["'sha256-grid='"] })
        : Promise.reject(Object.assign(new Error(file), { code: 'ENOENT' })),
    writeFile: async (file: string) => {
      written.push(file);
    },
    mkdir: async () => undefined,
  };
  const handler = () =>
    new PageCacheHandler({
      fs,
      serverDistDir: '/data-build/.next/server',
      flushToDisk: true,
      maxMemoryCacheSize: 1024 * 1024,
      revalidatedTags: [],
    } as never);
  const read = {
    kind: 'FETCH',
    data: { headers: {}, body: '[{"slug":"grand-canyon"}]', status: 200, url: '' },
    revalidate: false,
  };
  await handler().set(
    'place-index',
    read as never,
    { fetchCache: true, tags: ['places'] } as never,
  );
  expect(written).toEqual([]);
  const found = await handler().get('place-index', {
    kind: 'FETCH',
    tags: ['places'],
    softTags: [],
  } as never);
  expect(found?.value).toMatchObject({ kind: 'FETCH', data: { body: read.data.body } });
  await handler().set(
    '/galerie',
    { kind: 'APP_PAGE', html, status: 200, headers: {} } as never,
    {} as never,
  );
  expect(written).toContain('/data-build/.next/server/app/galerie.html');
});
