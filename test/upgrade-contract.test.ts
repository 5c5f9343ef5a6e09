/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Server, createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';

/*
 * The upgrade contract: the private internals of Next.js and Payload that the site relies on, each
 * with the shape it relies on (exports, method names, file names, formats). No public API does
 * their job in Next.js 16.4.6 and Payload 3.90.1. After an upgrade this file fails first, in
 * seconds, and each test's name says which module of ours to revisit (and what changed), long
 * before the e2e tests or production find out.
 */

/** Next.js's compiled source of `path` (under node_modules/next/dist), to check what it reads. */
const nextSource = (path: string) => readFileSync(require.resolve(`next/dist/${path}`), 'utf8');

describe('revisit lib/http/page-cache-handler.mjs (subclasses next/dist file-system-cache)', () => {
  const cachePath = 'next/dist/server/lib/incremental-cache/file-system-cache.js';

  test('Next’s file system cache is a class with get and set, keeping the context’s fs and serverDistDir', async () => {
    const loaded = await import(cachePath);
    const FileSystemCache = loaded.default ?? loaded;
    expect(typeof FileSystemCache).toBe('function');
    expect(typeof FileSystemCache.prototype.get).toBe('function');
    expect(typeof FileSystemCache.prototype.set).toBe('function');
    const fs = { readFile: async () => '' };
    const cache = new FileSystemCache({ fs, serverDistDir: '/build/server', revalidatedTags: [] });
    expect(cache.fs).toBe(fs);
    expect(cache.serverDistDir).toBe('/build/server');
  });

  test('a page’s entry keeps the headers set on it (Next writes them to the .meta it answers with)', () => {
    const source = nextSource('server/lib/incremental-cache/file-system-cache.js');
    expect(source).toMatch(/async set\(key, data, ctx\)/);
    expect(source).toMatch(/headers: data\.headers/);
    expect(source).toMatch(/headers: meta(?: == null \? void 0 : meta)?\.headers/);
  });

  test('a page rendered at run time is keyed /route-cache/<kind>/<sha-256>/$<path> (pathOfKey)', async () => {
    const { getRouteCacheKey } = await import('next/dist/server/lib/route-cache-key.js');
    const { pathOfKey } = await import('@/lib/http/page-cache-handler.mjs');
    const key = getRouteCacheKey('/galerie/grand-canyon', {
      kind: 'APP_PAGE' as never,
      sourceRoute: '/galerie/[slug]/page',
    });
    expect(pathOfKey(key)).toBe('/galerie/grand-canyon');
  });
});

describe('revisit lib/workarounds/router-state-header.ts (imports a next/dist parser)', () => {
  test('parseAndValidateFlightRouterState accepts a router state and throws on a malformed one', async () => {
    const { parseAndValidateFlightRouterState } =
      await import('next/dist/server/app-render/parse-and-validate-flight-router-state.js');
    const state = ['', { children: ['__PAGE__', {}] }, null, null];
    expect(parseAndValidateFlightRouterState(encodeURIComponent(JSON.stringify(state)))).toEqual(
      state,
    );
    expect(() => parseAndValidateFlightRouterState('{{{')).toThrow();
  });
});

describe('revisit lib/workarounds/payload-failed-start.ts (reads globalThis._payload)', () => {
  test('a failed getPayload leaves the entry "default" of the Map globalThis._payload with no instance and no start', async () => {
    // Payload ships ES modules only: asked in a Node.js process of its own.
    const script = `
      import { getPayload } from 'payload';
      await getPayload({ config: Promise.reject(new Error('database down')) }).catch(() => {});
      const cache = globalThis._payload;
      const entry = cache instanceof Map ? cache.get('default') : undefined;
      console.log(JSON.stringify({ map: cache instanceof Map, payload: entry?.payload, promise: entry?.promise }));
    `;
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--input-type=module',
      '-e',
      script,
    ]);
    expect(JSON.parse(stdout)).toEqual({ map: true, payload: null, promise: null });
  }, 60_000);
});

describe('revisit scripts/csp-hashes.mjs (evaluates __RSC_MANIFEST, patches .meta and the compiled middleware)', () => {
  test('the build’s file names: prerender and middleware manifests, client reference manifests, .meta', async () => {
    const shared = await import('next/dist/shared/lib/constants.js');
    const lib = await import('next/dist/lib/constants.js');
    expect(shared.PRERENDER_MANIFEST).toBe('prerender-manifest.json');
    expect(shared.MIDDLEWARE_MANIFEST).toBe('middleware-manifest.json');
    expect(shared.CLIENT_REFERENCE_MANIFEST).toBe('client-reference-manifest');
    expect(lib.NEXT_META_SUFFIX).toBe('.meta');
  });

  test('a client reference manifest is a script that fills __RSC_MANIFEST, read in a VM context', () => {
    const source = nextSource('server/load-components.js');
    expect(source).toMatch(/_client-reference-manifest|CLIENT_REFERENCE_MANIFEST \+ '\.js'/);
    expect(source).toMatch(/context\.__RSC_MANIFEST\[entryName\]/);
  });

  test('its entryCSSFiles list each layout’s CSS with inlined and content', () => {
    expect(nextSource('server/app-render/get-css-inlined-link-tags.js')).toMatch(
      /const \{ entryCSSFiles[^}]*\} = /,
    );
    const render = nextSource('server/app-render/render-css-resource.js');
    expect(render).toMatch(/\.inlined\b/);
    expect(render).toMatch(/\.content\b/);
  });

  test('the middleware manifest lists the compiled middleware’s files under middleware.<page>.files', () => {
    const types = nextSource('build/webpack/plugins/middleware-plugin.d.ts');
    expect(types).toMatch(/middleware: \{\s*\[page: string\]: EdgeFunctionDefinition;/);
    expect(types).toMatch(/interface EdgeFunctionDefinition \{\s*files: string\[\];/);
  });
});

describe('revisit lib/http/before-next.ts (patches http.Server.prototype.emit)', () => {
  const emit = Server.prototype.emit;
  afterAll(() => {
    Server.prototype.emit = emit;
  });

  test('Next’s server is an http.Server made by createServer with its request listener', () => {
    const source = nextSource('server/lib/start-server.js');
    expect(source).toMatch(/require\("http"\)/);
    expect(source).toMatch(/_http\.default\.createServer\(requestListener\)/);
  });

  test('a request reaches the server’s listener through Server.prototype.emit("request")', async () => {
    const { beforeNextJs } = await import('@/lib/http/before-next');
    beforeNextJs((request, response) => {
      if (request.url !== '/hooked') return false;
      response.writeHead(418).end();
      return true;
    });
    const server = createServer((_, response) => response.writeHead(200).end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const status = (path: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        httpRequest({ host: '127.0.0.1', port, path }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on('error', reject)
          .end(),
      );
    try {
      expect(await status('/hooked')).toBe(418);
      expect(await status('/other')).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('revisit lib/http/vercel-page-policy.mjs (wraps handleResponse of Next’s app page runtime, Vercel only)', () => {
  test('in minimal mode Next stores no page through the cache handler (the reason for the wrapper)', () => {
    expect(nextSource('server/response-cache/index.js')).toMatch(
      /if \(incrementalResponseCacheEntry\.cacheControl && !this\.minimal_mode\) \{\s*await incrementalCache\.set\(/,
    );
  });

  test('a page’s handler answers with the headers of the entry handleResponse returned', () => {
    const template = nextSource('build/templates/app-page-runtime.js');
    expect(template).toMatch(/const cacheEntry = await routeModule\.handleResponse\(\{/);
    expect(template).toMatch(/isMinimalMode\s*\}\);/);
    expect(template).toMatch(
      /if \(cachedData\.headers\) \{\s*const headers = \{\s*\.\.\.cachedData\.headers/,
    );
  });

  test('Turbopack’s runtime of app pages exports AppPageRouteModule, whose class has handleResponse', async () => {
    const previous = (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage;
    (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = (
      await import('node:async_hooks')
    ).AsyncLocalStorage;
    try {
      // The module has no type declarations: imported by a name held in a variable, as the wrapper does.
      const runtimePath = 'next/dist/compiled/next-server/app-page-turbo.runtime.prod.js';
      const runtime = await import(runtimePath);
      const AppPageRouteModule = runtime.AppPageRouteModule ?? runtime.default.AppPageRouteModule;
      expect(typeof AppPageRouteModule.prototype.handleResponse).toBe('function');
      expect(AppPageRouteModule.prototype.handleResponse.toString()).toMatch(
        /^async handleResponse\(\{req:\w+,nextConfig:\w+,cacheKey:\w+,routeKind:\w+,isFallback:\w+,previewProps:\w+,prerenderManifest:\w+,isRoutePPREnabled:\w+,isOnDemandRevalidate:\w+,revalidateOnlyGenerated:\w+,responseGenerator:\w+,waitUntil:\w+,isMinimalMode:\w+\}/,
      );
    } finally {
      (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage = previous;
    }
  });

  test('with a cacheHandler set, Next uses it instead of the platform’s global FetchCache (page-cache-handler.mjs delegates)', () => {
    const source = nextSource('server/lib/incremental-cache/index.js');
    expect(source).toMatch(/Symbol\.for\('@next\/cache-handlers'\)/);
    expect(source).toMatch(/if \(!CurCacheHandler\) \{[\s\S]*?globalCacheHandler\.FetchCache/);
  });
});
