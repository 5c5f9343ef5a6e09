/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { inlineHashes, pagePolicy } from './csp.mjs';
import { stampRenderedPages } from './vercel-page-policy.mjs';

const html =
  '<html><head><script src="/_next/a.js" async></script></head><body>' +
  '<script>self.__next_f.push([1,"Antelope Canyon, neu veröffentlicht"])</script></body></html>';

/** A rendered page as Next's app page route module returns it from `handleResponse`. */
const renderedPage = (dynamic = false) => ({
  value: {
    kind: 'APP_PAGE',
    status: 200,
    headers: { 'x-next-cache-tags': '_N_T_/layout' } as Record<string, string>,
    html: {
      isDynamic: dynamic,
      contentType: 'text/html; charset=utf-8',
      toUnchunkedString: () => html,
    },
  },
});

/** A stand-in for Next's route module class, with a build folder holding the style hashes. */
function routeModuleClass(entry: ReturnType<typeof renderedPage>) {
  const project = mkdtempSync(join(tmpdir(), 'vercel-page-policy-'));
  mkdirSync(join(project, '.next'));
  writeFileSync(
    join(project, '.next', 'csp-hashes.json'),
    JSON.stringify({ styles: ["'sha256-grid='"] }),
  );
  class RouteModule {
    distDir = '.next';
    relativeProjectDir = relative(process.cwd(), project);
    async handleResponse(options: unknown) {
      void options;
      return entry;
    }
  }
  stampRenderedPages(RouteModule);
  return RouteModule;
}

test('a page rendered in minimal mode (Vercel) gets the policy of its own inline scripts', async () => {
  const entry = renderedPage();
  const RouteModule = routeModuleClass(entry);
  const returned = await new RouteModule().handleResponse({
    isMinimalMode: true,
    cacheKey: '/galerie/antelope-canyon',
  });
  expect(returned).toBe(entry);
  const policy = entry.value.headers['content-security-policy'];
  expect(policy).toBe(
    await pagePolicy({
      path: '/galerie/antelope-canyon',
      status: 200,
      html,
      styles: ["'sha256-grid='"],
      https: false,
    }),
  );
  expect(policy).toContain((await inlineHashes(html))[0]);
  expect(policy).not.toContain("'unsafe-inline' ");
  expect(entry.value.headers['x-next-cache-tags']).toBe('_N_T_/layout');
});

test('the map page rendered in minimal mode gets the map’s policy', async () => {
  const entry = renderedPage();
  const RouteModule = routeModuleClass(entry);
  await new RouteModule().handleResponse({ isMinimalMode: true, cacheKey: '/karte' });
  expect(entry.value.headers['content-security-policy']).toContain('https://*.googleapis.com');
});

test('on a Node.js server (not minimal mode) the entry keeps the headers of Next’s cache', async () => {
  const entry = renderedPage();
  const RouteModule = routeModuleClass(entry);
  await new RouteModule().handleResponse({ isMinimalMode: false, cacheKey: '/impressum' });
  expect(entry.value.headers['content-security-policy']).toBeUndefined();
});

test('a page streamed per request keeps the middleware’s nonce policy alone', async () => {
  const entry = renderedPage(true);
  const RouteModule = routeModuleClass(entry);
  await new RouteModule().handleResponse({ isMinimalMode: true, cacheKey: null });
  expect(entry.value.headers['content-security-policy']).toBeUndefined();
});
