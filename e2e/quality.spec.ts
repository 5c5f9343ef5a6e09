import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { compileHint } from '../scripts/compile-hints.mjs';
import { expect, test } from './fixtures';
import { pageStates } from './pages';
import { reflowLayouts, reflowProblems } from './reflow';

// Quality gates over every page and state of e2e/pages.ts: accessibility (axe-core, all rules;
// colour contrast in both schemes), reflow (./reflow.ts), valid HTML (Nu Html Checker) and,
// through the fixture, no console errors.

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const readable = (violations: Violation[]) =>
  violations.map(
    ({ id, help, nodes }) =>
      `${id}: ${help}\n${nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary}`).join('\n')}`,
  );

for (const state of pageStates) {
  test.describe(() => {
    test.use({ expectedConsoleErrors: state.expectedConsoleErrors ?? [] });

    test(`${state.name} (${state.path}): no axe-core violations, light and dark; it reflows`, async ({
      page,
    }) => {
      // Two axe-core runs over a whole page and the reflow checks: on a busy 2-core machine more
      // than 30 s.
      test.slow();
      await page.emulateMedia({ colorScheme: 'light' });
      if (state.visit) await state.visit(page);
      else expect((await page.goto(state.path))?.status()).toBe(state.status ?? 200);
      const light = await new AxeBuilder({ page }).analyze();
      expect(readable(light.violations), 'axe-core violations (light)').toEqual([]);
      // Only the colours change with the scheme: check their contrast again.
      await page.emulateMedia({ colorScheme: 'dark' });
      const dark = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      expect(readable(dark.violations), 'axe-core violations (dark)').toEqual([]);
      // The same state, zoomed: the checks of each layout.
      for (const layout of reflowLayouts) {
        expect(await reflowProblems(page, layout), layout.name).toEqual({
          scroll: 0,
          overlaps: [],
          cutHeadingWords: [],
        });
      }
    });
  });
}

/** Nu Html Checker messages about markup the framework writes, not this site; each with its cause. */
const frameworkMarkup = [
  // React renders a form whose action is a server action as <form action="" …> (the browser then
  // posts to the page's own address when JavaScript is off); the checker wants a non-empty URL.
  /^Bad value “” for attribute “action” on element “form”: Must be non-empty\.$/,
];

/**
 * Nu Html Checker messages about CSS its CSS validator does not know yet, though every browser
 * has it: container queries (`@container`, `container-type`; Baseline since February 2023), which
 * the masonry grid uses (components/gallery/masonry.ts). Exactly these; any other CSS error counts.
 */
const newerCss = [
  /^CSS: Unrecognized at-rule “@container”$/,
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
];

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
};

test("every script a public page loads with its document carries V8's compile hint", async ({
  request,
}) => {
  // scripts/compile-hints.mjs: the build marks them from its manifests; a page whose scripts it
  // missed would compile them on the main thread again.
  const paths = [...new Set(pageStates.map(({ path }) => path))].filter(
    (path) => !path.startsWith('/verwaltung'),
  );
  const scripts = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    for (const [, src] of html.matchAll(/<script src="([^"]+)" async=""/g)) scripts.add(src!);
  }
  expect(scripts.size).toBeGreaterThan(5);
  const unmarked = [];
  for (const src of scripts) {
    const text = await (await request.get(src)).text();
    if (!text.startsWith(compileHint)) unmarked.push(src);
  }
  expect(unmarked).toEqual([]);
});

test('every page is valid HTML (Nu Html Checker, one run over all pages)', async ({ request }) => {
  test.setTimeout(90_000);
  const paths = [...new Set(pageStates.map(({ path }) => path))];
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const files = await Promise.all(
      paths.map(async (path, index) => {
        const response = await request.get(path);
        const file = join(dir, `${index}.html`);
        await writeFile(file, await response.text());
        return file;
      }),
    );
    const { stdout } = await promisify(execFile)(
      'java',
      // C1 compiler and serial GC: a short run starts faster; the schema needs a deeper stack.
      [
        '-Xss4m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        'node_modules/vnu-jar/build/dist/vnu.jar',
        '--format',
        'json',
        '--stdout',
        ...files,
      ],
      { maxBuffer: 32 * 1024 * 1024 },
    ).catch((error: { stdout?: string; message: string }) => {
      // vnu exits with 1 when it found errors; its report is still on stdout.
      if (error.stdout) return { stdout: error.stdout };
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const problems = messages
      .filter(({ type, subType }) => type !== 'info' || subType === 'warning')
      .filter(
        ({ message }) =>
          ![...frameworkMarkup, ...newerCss].some((pattern) => pattern.test(message)),
      )
      .map(({ url, lastLine, firstColumn, message, extract, type, subType }) => {
        const path = paths[Number(/(\d+)\.html$/.exec(url)?.[1])];
        return `${path}:${lastLine}:${firstColumn} ${subType ?? type}: ${message}${extract ? `\n    ${extract.trim()}` : ''}`;
      });
    expect(problems, 'Nu Html Checker messages').toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
