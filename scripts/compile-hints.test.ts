/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { addCompileHints, compileHint } from './compile-hints.mjs';

/** A build folder with the manifests Next.js writes: which scripts each layout and page needs. */
function buildFolder() {
  const dist = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  const manifest = (route: string, entryJSFiles: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ entryJSFiles, entryCSSFiles: {} })};`;
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/react.js'] }));
  write(
    'server/app/(site)/karte/page_client-reference-manifest.js',
    manifest('/(site)/karte/page', {
      '[project]/app/(site)/layout': ['static/chunks/layout.js'],
      '[project]/app/(site)/karte/page': ['static/chunks/layout.js', 'static/chunks/map.js'],
    }),
  );
  write(
    'server/app/(payload)/verwaltung/page_client-reference-manifest.js',
    manifest('/(payload)/verwaltung/page', {
      '[project]/app/(payload)/layout': ['static/chunks/admin.js'],
    }),
  );
  for (const name of ['react', 'layout', 'map', 'admin', 'google-map']) {
    write(`static/chunks/${name}.js`, `/* ${name} */`);
  }
  const script = (name: string) => readFileSync(join(dist, `static/chunks/${name}.js`), 'utf8');
  return { dist, script };
}

test("marks the framework's scripts and every public layout's and page's entry scripts, once", () => {
  const { dist, script } = buildFolder();
  expect(addCompileHints(dist)).toBe(3);
  for (const name of ['react', 'layout', 'map']) {
    expect(script(name)).toBe(`${compileHint}/* ${name} */`);
  }
  // The owner's area and a script loaded later (a dynamic import) keep V8's lazy compilation.
  expect(script('admin')).toBe('/* admin */');
  expect(script('google-map')).toBe('/* google-map */');
  // A second run (e.g. `npm run build` steps run again) adds nothing.
  expect(addCompileHints(dist)).toBe(0);
  expect(script('react')).toBe(`${compileHint}/* react */`);
});
