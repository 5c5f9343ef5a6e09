/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, isCode, projectFiles, resolveImport, root } from './source-files';

/*
 * The layers (docs/architecture.md#names-and-layers): app/ composes components/ and lib/;
 * components/ never imports app/; lib/ imports neither; no module reaches itself through its
 * imports; modules that touch files, the database or secrets import `server-only`, so a client
 * component importing them fails the build instead of shipping server code.
 */
const layers = ['app/', 'components/', 'lib/', 'i18n/'];
const modules = projectFiles.filter(
  (file) =>
    isCode(file) && layers.some((layer) => file.startsWith(layer)) && !/\.test\.tsx?$/.test(file),
);

/**
 * Which modules each module imports, statically or with `import('…')`, as tsconfig.json resolves
 * them; `files` maps each module to its text (undefined: read it), files outside it are no part.
 */
function graphOf(files: Map<string, string | undefined>) {
  return new Map(
    [...files].map(([file, text]) => [
      file,
      importsOf(file, text)
        .map((specifier) => resolveImport(file, specifier, (path) => files.has(path)))
        .filter((target): target is string => target !== undefined),
    ]),
  );
}

const graph = graphOf(new Map(modules.map((file) => [file, undefined])));

/** Each import cycle once, as the list of its modules. */
function cycles(edges: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) return void found.push(path.slice(at));
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  return found;
}

const importing = (from: string, to: string) =>
  [...graph].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets.filter((t) => t.startsWith(to)).map((t) => `${file} → ${t}`)
      : [],
  );

test('the import graph is read, also dynamic imports and tsconfig aliases', () => {
  expect(graph.get('app/(site)/karte/layout.tsx')).toEqual(
    expect.arrayContaining(['components/map/MapArea.tsx', 'lib/map/settings.ts']),
  );
  expect(graph.get('lib/cms/collections/Messages.ts')).toContain('lib/contact/database.ts');
  expect(graph.get('lib/contact/receive.ts')).toContain('lib/cms/config.ts');
  // A toy tree: each way of naming a module closes a cycle of its own; d.ts reaches a cycle
  // without being part of it.
  const toy = graphOf(
    new Map([
      ['lib/a.ts', "import { b } from './b';"],
      ['lib/b.ts', "export * from '@/lib/c';"],
      ['lib/c.ts', "import type { A } from '../lib/a';"],
      ['lib/d.ts', "import './a';\nexport const later = () => import('./e');"],
      ['lib/e.ts', "export async function f() {\n  await import('./d');\n}"],
      ['lib/cms/config.ts', "import { Messages } from './collections/Messages';"],
      ['lib/cms/collections/Messages.ts', "import config from '@payload-config';"],
      ['lib/f.ts', "import { buildConfig } from 'payload';\nimport('./missing');"],
    ]),
  );
  expect(toy.get('lib/f.ts')).toEqual([]);
  expect(cycles(toy)).toEqual([
    ['lib/a.ts', 'lib/b.ts', 'lib/c.ts'],
    ['lib/d.ts', 'lib/e.ts'],
    ['lib/cms/config.ts', 'lib/cms/collections/Messages.ts'],
  ]);
});

test('no import cycle', () => {
  expect(cycles(graph)).toEqual([]);
});

test('components never import app, lib imports neither', () => {
  expect(importing('components/', 'app/')).toEqual([]);
  expect(importing('lib/', 'app/')).toEqual([]);
  expect(importing('lib/', 'components/')).toEqual([]);
});

/** Reads files, talks to a database or mail server, or reads a secret. */
const touchesServer =
  /from '(node:fs|node:fs\/promises|pg|@libsql\/client|nodemailer)'|\b(SESSION_SECRET|ADMIN_PASSWORD|SMTP_URL|DATABASE_URL)\b/;
/** Server modules that also run outside Next (where `server-only` throws), with who runs them. */
const sharedWithScripts: Record<string, string> = {
  'lib/content/load.ts':
    'scripts/content-check.ts runs it with tsx; the app reaches it only through lib/content/index.ts',
  'lib/http/vercel-page-policy.mjs':
    'instrumentation.ts loads it on Vercel, outside the React server layer where server-only throws',
};

test('modules that touch files, the database or secrets import server-only', () => {
  const server = modules.filter((file) =>
    touchesServer.test(readFileSync(join(root, file), 'utf8')),
  );
  expect(server).toEqual(expect.arrayContaining(['lib/db/postgres.ts', 'lib/cms/owner.ts']));
  const unmarked = server.filter(
    (file) => !(file in sharedWithScripts) && !importsOf(file).includes('server-only'),
  );
  expect(unmarked).toEqual([]);
  expect(importsOf('lib/content/index.ts')).toContain('server-only');
});
