// `npm run lighthouse`: mobile Lighthouse (default mobile emulation and simulated throttling) with
// the machine's Chromium against the production build and against the floor, a bare Next.js page
// built with the same `next` and `react` (scripts/lighthouse-floor.ts). Runs are interleaved (each
// round measures the floor and every page once), so a busy machine slows all alike; the table shows
// medians and each page's difference to the floor's median. A page whose largest contentful paint
// on a phone is a picture is compared with the floor's page that shows the same picture's bytes
// (scripts/lighthouse-pictures.ts); the table names each page's floor.
//
//   npm run lighthouse                 build, then measure every 200 page of e2e/pages.ts
//   npm run lighthouse -- --no-build   reuse the existing build
//   npm run lighthouse -- --runs=5 --pages=/,/karte
//   npm run lighthouse -- --throttling=devtools   throttle the load itself (Chrome's own CPU and
//                                                 network throttling) instead of simulating it
//   npm run lighthouse -- --cpu-slowdown=12       slow the CPU down 12× instead of Lighthouse's 4×
//   npm run lighthouse -- --floor=content         compare each page with itself without its scripts
//                                                 (scripts/lighthouse-content-floor.ts): what the
//                                                 scripts add, not what the content costs
//   npm run lighthouse -- --baseline=../other      also measure that checkout's standalone build,
//                                                 in the same rounds: a before/after table
//
// The quality bar holds on a CPU where the floor's TBT is at least 250 ms: the line above the
// table says whether this run's was, and a faster machine needs a larger slowdown
// (docs/measuring.md#npm-run-lighthouse).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { pageStates } from '../e2e/pages';
import { buildOnce, cacheDir, flags, median } from './bench/servers';
import { root, startNext, startStandalone } from './server';
import { startContentFloor } from './lighthouse-content-floor';
import { buildFloor, floorDir, picturePage, picturesDir } from './lighthouse-floor';
import { largestPictures, type Picture } from './lighthouse-pictures';

const options = flags();
const runs = Number(options.get('runs') ?? 3);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3146);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const selected = options.get('pages');
const throttling = options.get('throttling') ?? 'simulate';
if (throttling !== 'simulate' && throttling !== 'devtools') {
  console.error('--throttling= takes "simulate" (the default) or "devtools".');
  process.exit(2);
}
// Lighthouse's own default for its phone is 4.
const cpuSlowdown = Number(options.get('cpu-slowdown') ?? 4);
if (!(cpuSlowdown >= 1)) {
  console.error(
    '--cpu-slowdown= takes a factor of 1 or more (Lighthouse slows its phone down 4×).',
  );
  process.exit(2);
}
/** The floor's TBT from which the quality bar applies (docs/measuring.md#npm-run-lighthouse). */
const floorTbtOfTheBar = 250;
const floorKind = options.get('floor') ?? 'bare';
if (floorKind !== 'bare' && floorKind !== 'content') {
  console.error('--floor= takes "bare" (the default) or "content".');
  process.exit(2);
}
/** Another checkout whose standalone build is measured in the same rounds (before/after). */
const baseline = options.get('baseline');
const baselineName = (page: string) => `${page} (baseline)`;
// By default the public pages: answering 200, not the owner's area (rendered per request, noindex).
const publicPages = pageStates.filter((s) => (s.status ?? 200) === 200 && !s.perRequest);
const pages =
  typeof selected === 'string' ? selected.split(',') : [...new Set(publicPages.map((s) => s.path))];

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
};

/** A run at 20× takes about a minute here; one that takes five has hung. */
const runTimeout = 5 * 60_000;

type Row = Record<(typeof columns)[number]['key'], number>;
const columns = [
  { key: 'performance', title: 'Perf.' },
  { key: 'accessibility', title: 'A11y' },
  { key: 'best-practices', title: 'Best pr.' },
  { key: 'seo', title: 'SEO' },
  { key: 'lcp', title: 'LCP ms' },
  { key: 'tbt', title: 'TBT ms' },
  { key: 'cls', title: 'CLS' },
  { key: 'js', title: 'JS kB (gzip)' },
  { key: 'google', title: 'Google requests' },
] as const;

/**
 * Why a run failed, in a line: Lighthouse's first line on stderr ("Runtime error encountered: …");
 * the error's own first line names only the command.
 */
function failure(error: unknown) {
  const { killed, stderr } = error as { killed?: boolean; stderr?: string };
  if (killed) return `no result within ${runTimeout / 60_000} min`;
  return (stderr?.trim() || String(error)).split('\n')[0];
}

/**
 * One Lighthouse run; a run that fails (e.g. NO_NAVSTART on a busy machine) or hangs is tried again
 * twice. Asynchronous, as the content floor's proxy answers from this process.
 */
async function lighthouse(url: string, output: string, attempt = 1): Promise<Row> {
  try {
    await promisify(execFile)(
      resolve(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        `--throttling-method=${throttling}`,
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
      ],
      {
        env: { ...process.env, CHROME_PATH: chrome },
        timeout: runTimeout,
      },
    );
  } catch (error) {
    if (attempt === 3) throw error;
    console.error(`  … again (attempt ${attempt + 1}): ${failure(error)}`);
    return lighthouse(url, output, attempt + 1);
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const score = (category: string) => Math.round(100 * (report.categories[category]?.score ?? 0));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // Script files the page loads until the network is quiet, i.e. before any interaction;
    // transferSize is the compressed size on the wire (the server gzips).
    js:
      requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1000,
    google: requests.filter((r) => /google|gstatic|ggpht/.test(new URL(r.url).hostname)).length,
  };
}

const floorName = 'bare Next.js page (floor)';
const pictureFloorName = (picture: Picture) => `floor with ${picture.file}`;
const contentFloorName = (page: string) => `${page} without scripts`;
/** The difference to the floor of the keys the goal limits. */
const differences = [
  { key: 'performance', title: 'Δ perf.' },
  { key: 'tbt', title: 'Δ TBT ms' },
  { key: 'lcp', title: 'Δ LCP ms' },
] as const;

async function main() {
  buildOnce(options);
  const dir = resolve(cacheDir, 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const server = await startStandalone(port, { output: 'stderr' });
  const started = async () => {
    const found = await largestPictures(server.origin, pages, chrome, picturesDir);
    const unique = [...new Map([...found.values()].map((p) => [p.file, p])).values()];
    buildFloor(unique);
    return { found, unique, floor: await startNext(port + 1, { dir: floorDir, output: 'stderr' }) };
  };
  const {
    found: pictures,
    unique,
    floor,
  } = await started().catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const content = floorKind === 'content' ? await startContentFloor(server.origin, 0) : undefined;
  // The baseline gets the same data (DATA_DIR) and a port of its own.
  const before =
    typeof baseline === 'string'
      ? await startStandalone(port + 2, {
          dir: resolve(baseline, '.next/standalone'),
          name: 'baseline',
          output: 'stderr',
        })
      : undefined;
  // A baseline's page is compared with the same floor as the page (with --floor=content: this
  // build's page without its scripts).
  const floorOf = (name: string) => {
    const page = name.replace(/ \(baseline\)$/, '');
    if (content) return contentFloorName(page);
    const picture = pictures.get(page);
    return picture ? pictureFloorName(picture) : floorName;
  };
  const targets = [
    { name: floorName, url: `${floor.origin}/` },
    ...unique.map((picture) => ({
      name: pictureFloorName(picture),
      url: floor.origin + picturePage(picture),
    })),
    ...(content
      ? pages.map((page) => ({ name: contentFloorName(page), url: content.origin + page }))
      : []),
    ...pages.flatMap((page) => [
      ...(before ? [{ name: baselineName(page), url: before.origin + page }] : []),
      { name: page, url: server.origin + page },
    ]),
  ];
  const measured = [...pages, ...(before ? pages.map(baselineName) : [])];
  const isFloor = (name: string) => !measured.includes(name);
  const results = new Map(targets.map(({ name }) => [name, [] as Row[]]));
  try {
    for (let run = 0; run < runs; run++) {
      for (const { name, url } of targets) {
        console.error(`  ${name} run ${run + 1}/${runs}`);
        const output = resolve(
          dir,
          `${isFloor(name) ? `floor_${name.replace(/\W+/g, '_')}` : name.replace(/\W+/g, '_')}-${run}.json`,
        );
        results.get(name)!.push(await lighthouse(url, output));
      }
    }
  } finally {
    await Promise.all([server.stop(), floor.stop(), content?.stop(), before?.stop()]);
  }
  const rows = new Map(
    [...results].map(([name, rowsOfPage]) => [
      name,
      Object.fromEntries(
        columns.map(({ key }) => [key, median(rowsOfPage.map((r) => r[key]))]),
      ) as Row,
    ]),
  );
  const format = (key: string, value: number) =>
    key === 'cls'
      ? value.toFixed(3)
      : key === 'js'
        ? value.toFixed(1)
        : Math.round(value).toString();
  const signed = (value: number) =>
    value > 0 ? `+${Math.round(value)}` : String(Math.round(value));
  const floorTbt = rows.get(floorName)!.tbt;
  console.log(
    [
      `Mobile Lighthouse ${JSON.parse(readFileSync(resolve(root, 'node_modules/lighthouse/package.json'), 'utf8')).version} (median of ${runs} interleaved runs, ${throttling === 'devtools' ? 'DevTools' : 'simulated'} throttling, CPU ${cpuSlowdown}× slower), ${execFileSync(chrome, ['--version']).toString().trim()}, standalone server${typeof baseline === 'string' ? ` (baseline: ${baseline})` : ''}; floor: next start`,
      floorTbt >= floorTbtOfTheBar
        ? `The floor's TBT is ${Math.round(floorTbt)} ms: at least the ${floorTbtOfTheBar} ms on which the quality bar is measured.`
        : `The floor's TBT is ${Math.round(floorTbt)} ms, under the ${floorTbtOfTheBar} ms on which the quality bar is measured: this CPU is too fast for it at ${cpuSlowdown}×, measure again with a larger --cpu-slowdown.`,
      '',
      `| page | ${[...columns, ...differences].map((c) => c.title).join(' | ')} | against |`,
      `| --- | ${[...columns, ...differences].map(() => '---:').join(' | ')} | --- |`,
      ...[...rows].map(
        ([name, row]) =>
          `| ${isFloor(name) ? name : `\`${name}\``} | ${[
            ...columns.map(({ key }) => format(key, row[key])),
            ...differences.map(({ key }) =>
              isFloor(name) ? '' : signed(row[key] - rows.get(floorOf(name))![key]),
            ),
            isFloor(name) ? '' : floorOf(name),
          ].join(' | ')} |`,
      ),
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
