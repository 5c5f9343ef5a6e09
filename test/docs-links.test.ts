/**
 * @jest-environment node
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { isCode, projectFiles, root } from './source-files';

/*
 * The README and docs/ (README.md#documentation): every relative link of README.md and docs/*.md
 * leads to a file that exists and, with a #fragment, to a heading of that file; so does every
 * `docs/….md#…` or `README.md#…` that a comment in the code cites. The README stays short (at most
 * 150 lines) and starts with its two commands, which CI runs and newcomers copy.
 */
const markdownFiles = projectFiles.filter(
  (file) => file === 'README.md' || /^docs\/[^/]+\.md$/.test(file),
);

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The text without fenced code blocks and inline code, where a link is no link. */
const withoutCode = (text: string) =>
  text.replace(/^```[^]*?^```/gm, '').replace(/`[^`\n]*`/g, '``');

/** GitHub's anchor of a heading: lowercase, punctuation dropped (letters of any script kept), spaces → '-'. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, numbered like GitHub's when a heading repeats. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading = ''] of text
    .replace(/^```[^]*?^```/gm, '')
    .matchAll(/^#{1,6}\s+(.*?)\s*#*\s*$/gm)) {
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The relative link targets of a Markdown text (`[text](target)`), not web or mail addresses. */
function relativeLinks(text: string): string[] {
  return [...withoutCode(text).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target));
}

/** What is wrong with a link from `from` (a file relative to root) to `target`, if anything. */
function brokenLink(from: string, target: string, readFile = read): string | undefined {
  const [path = '', fragment] = target.split('#', 2);
  const file = path === '' ? from : normalize(join(dirname(from), decodeURI(path)));
  if (file.startsWith('..') || !existsSync(join(root, file))) return `${target}: no file ${file}`;
  if (fragment === undefined || statSync(join(root, file)).isDirectory()) return undefined;
  if (!file.endsWith('.md')) return `${target}: ${file} has no headings`;
  if (!anchorsOf(readFile(file)).has(decodeURIComponent(fragment))) {
    return `${target}: no heading #${fragment} in ${file}`;
  }
  return undefined;
}

const brokenLinksIn = (file: string, text: string) =>
  relativeLinks(text)
    .map((target) => brokenLink(file, target))
    .filter((problem): problem is string => problem !== undefined)
    .map((problem) => `${file}: ${problem}`);

test('anchors follow GitHub: lowercase, punctuation dropped, umlauts kept, repeats numbered', () => {
  expect(slug('The `spamshield` cookie')).toBe('the-spamshield-cookie');
  expect(slug('Node host (standalone server)')).toBe('node-host-standalone-server');
  expect(slug("A script policy by hash, not `'unsafe-inline'`")).toBe(
    'a-script-policy-by-hash-not-unsafe-inline',
  );
  expect(slug('Kurz auf Deutsch: Übersicht')).toBe('kurz-auf-deutsch-übersicht');
  expect([...anchorsOf('# A\n## B\n```\n# not a heading\n```\n## B\n')]).toEqual(['a', 'b', 'b-1']);
});

test('finds relative links, not web addresses or links in code', () => {
  expect(
    relativeLinks(
      '[a](docs/a.md#x) [b](https://example.org) `[c](c.md)` [d](#d)\n```\n[e](e.md)\n```',
    ),
  ).toEqual(['docs/a.md#x', '#d']);
});

test('a broken link is found: a missing file and a missing heading', () => {
  expect(brokenLinksIn('README.md', '[x](docs/no-such-file.md)')).toEqual([
    'README.md: docs/no-such-file.md: no file docs/no-such-file.md',
  ]);
  expect(brokenLinksIn('README.md', '[x](#no-such-heading)')).toEqual([
    'README.md: #no-such-heading: no heading #no-such-heading in README.md',
  ]);
});

test('the README and docs/ are there', () => {
  expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
});

test('every relative link of the README and docs/ leads to a file and heading that exist', () => {
  expect(markdownFiles.flatMap((file) => brokenLinksIn(file, read(file)))).toEqual([]);
});

test('every document a code comment cites exists, with the heading it names', () => {
  const cited = projectFiles
    .filter((file) => isCode(file) && file !== 'test/docs-links.test.ts')
    .flatMap((file) =>
      [...read(file).matchAll(/\b((?:docs\/[\w-]+\.md|README\.md)(?:#[\p{L}\p{N}_-]+)?)/gu)].map(
        ([, target = '']) => [file, target] as const,
      ),
    );
  expect(cited.length).toBeGreaterThan(0);
  expect(
    cited
      .map(([file, target]) => [file, brokenLink('.', target)] as const)
      .filter(([, problem]) => problem !== undefined)
      .map(([file, problem]) => `${file}: ${problem}`),
  ).toEqual([]);
});

test('the README is at most 150 lines and starts with its two commands', () => {
  const readme = read('README.md');
  expect(readme.replace(/\n$/, '').split('\n').length).toBeLessThanOrEqual(150);
  expect(
    readme.startsWith(`# USA-Reiseführer

\`\`\`sh
npm install && npm run build && npm start   # install and serve the site on http://localhost:3000
npm install && npm test                     # install and run every check and test (unit + e2e in Chromium)
\`\`\`
`),
  ).toBe(true);
});
