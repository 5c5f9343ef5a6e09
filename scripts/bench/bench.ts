// `npm run bench`: requests/s and latency of the production server against nginx serving the same
// prerendered HTML, and what middleware.ts (which stamps the spamshield cookie) costs. See
// docs/measuring.md#npm-run-bench.
//
//   npm run bench                      build, then measure (5 runs × 3 s per page and server)
//   npm run bench -- --no-build        reuse the existing build
//   npm run bench -- --runs=5 --duration=10 --connections=20
//   npm run bench -- --baseline=../other-checkout   also measure that checkout's standalone build
//   npm run bench -- --page-rules=2000  also measure the build with that many more per-page CSP
//                                      header rules (what a header rule per page would cost)
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildOnce, cacheDir, flags, median, startNginx } from './servers';
import { root, startNext, startStandalone, type Server } from '../server';

export const benchPages = ['/', '/galerie', '/galerie/grand-canyon', '/karte'];

const options = flags();
const runs = Number(options.get('runs') ?? 5);
const duration = Number(options.get('duration') ?? 3);
const connections = Number(options.get('connections') ?? 10);
const basePort = Number(process.env.BENCH_PORT ?? 3141);
const pageRules = Number(options.get('page-rules') ?? 0);

type Result = Awaited<ReturnType<typeof autocannon>>;
type Get = (page: string) => Figures;
type Figures = { rps: number; p50: number; p99: number; ok: boolean };

/**
 * Every server answers every page `runs` times; runs are interleaved (run 1 of all servers, then
 * run 2 …) so that load from elsewhere on the machine spreads evenly instead of hitting one server.
 */
async function measureAll(servers: Server[]) {
  const results = new Map<string, Result[]>();
  for (const server of servers) {
    // Warm-up: the first requests of a fresh Node.js server compile and fill caches.
    for (const page of benchPages) {
      await autocannon({ url: server.origin + page, connections, duration: 2 });
    }
  }
  for (let run = 1; run <= runs; run++) {
    for (const page of benchPages) {
      console.error(`  run ${run}/${runs} ${page}`);
      for (const server of servers) {
        const key = `${server.name} ${page}`;
        const result = await autocannon({ url: server.origin + page, connections, duration });
        results.set(key, [...(results.get(key) ?? []), result]);
      }
    }
  }
  return (server: Server, page: string): Figures => {
    const all = results.get(`${server.name} ${page}`)!;
    return {
      rps: median(all.map((r) => r.requests.average)),
      p50: median(all.map((r) => r.latency.p50)),
      p99: median(all.map((r) => r.latency.p99)),
      ok: all.every((r) => r.non2xx === 0 && r.errors === 0),
    };
  };
}

/** A copy of .next/standalone, changed by `edit` in its .next folder. */
function standaloneCopy(name: string, edit: (nextDir: string) => void) {
  const dir = resolve(cacheDir, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve(root, '.next/standalone'), dir, { recursive: true });
  edit(resolve(dir, '.next'));
  return dir;
}

function editJson(path: string, change: (json: Record<string, unknown>) => void) {
  const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  change(json);
  writeFileSync(path, JSON.stringify(json));
}

/**
 * The standalone server of the same build without middleware.ts: its middleware manifest is
 * emptied. Everything else (pages, header rules, server) stays identical.
 */
const copyWithoutMiddleware = () =>
  standaloneCopy('standalone-without-middleware', (nextDir) =>
    editJson(resolve(nextDir, 'server/middleware-manifest.json'), (manifest) => {
      manifest.middleware = {};
      manifest.sortedMiddleware = [];
    }),
  );

/**
 * The standalone server of the same build with `count` more header rules of the kind
 * scripts/csp-hashes.mjs adds for every prerendered page (one CSP per address): what the rules of
 * a site with that many more places cost every request.
 */
const copyWithPageRules = (count: number) =>
  standaloneCopy('standalone-page-rules', (nextDir) =>
    editJson(resolve(nextDir, 'routes-manifest.json'), (manifest) => {
      type Rule = { source: string; regex: string; headers: unknown[] };
      const rules = manifest.headers as Rule[];
      const sample = rules.at(-1)!;
      for (let n = 0; n < count; n++) {
        const source = `/galerie/ort-${n}`;
        rules.push({ ...sample, source, regex: `^${source}(?:/)?$` });
      }
    }),
  );

const fmt = (n: number, digits = 0) => n.toFixed(digits);

const cell = (f: Figures) =>
  `${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p99)}${f.ok ? '' : ' (errors or non-2xx!)'}`;

/** A table of two servers side by side, with the change in requests/s from the first to the second. */
function comparison(title: string, [a, getA]: [string, Get], [b, getB]: [string, Get]) {
  return [
    '',
    title,
    '',
    `| page | ${a} req/s | p50 | p99 | ${b} req/s | p50 | p99 | req/s change |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...benchPages.map((page) => {
      const [x, y] = [getA(page), getB(page)];
      const change = (100 * y.rps) / x.rps - 100;
      return `| \`${page}\` | ${cell(x)} | ${cell(y)} | ${change >= 0 ? '+' : ''}${fmt(change)} % |`;
    }),
  ];
}

async function main() {
  buildOnce(options);
  const baseline = options.get('baseline');
  console.error(
    `Measuring ${benchPages.length} pages, ${runs} runs × ${duration} s, ${connections} connections`,
  );
  const servers: Server[] = [];
  let figures;
  try {
    servers.push(await startNginx(basePort));
    servers.push(await startNext(basePort + 1, { output: 'stderr' }));
    servers.push(await startStandalone(basePort + 2, { output: 'stderr' }));
    servers.push(
      await startStandalone(basePort + 3, {
        dir: copyWithoutMiddleware(),
        name: 'standalone without middleware',
        output: 'stderr',
      }),
    );
    if (typeof baseline === 'string') {
      const other = resolve(baseline, '.next/standalone');
      servers.push(
        await startStandalone(basePort + 4, { dir: other, name: 'baseline', output: 'stderr' }),
      );
    }
    if (pageRules > 0) {
      const dir = copyWithPageRules(pageRules);
      servers.push(
        await startStandalone(basePort + 5, {
          dir,
          name: `standalone +${pageRules} page rules`,
          output: 'stderr',
        }),
      );
    }
    figures = await measureAll(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    for (const copy of ['standalone-without-middleware', 'standalone-page-rules']) {
      rmSync(resolve(cacheDir, copy), { recursive: true, force: true });
    }
  }
  const server = (name: string): Get | undefined => {
    const found = servers.find((s) => s.name === name);
    return found && ((page) => figures(found, page));
  };
  const [nginx, next, standalone, withoutMiddleware] = [
    'nginx',
    'next start',
    'standalone',
    'standalone without middleware',
  ].map((name) => server(name)!) as [Get, Get, Get, Get];
  const before = server('baseline');
  const withRules = server(`standalone +${pageRules} page rules`);

  const lines = [
    `Requests/s and latency in ms (median of ${runs} runs of ${duration} s, ${connections} connections, autocannon, loopback, Node ${process.version})`,
    '',
    '| page | `next start` req/s | p50 | p99 | standalone req/s | p50 | p99 | standalone without middleware req/s | p50 | p99 | nginx req/s | p50 | p99 | Next/nginx | standalone/nginx | without middleware/nginx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...benchPages.map((page) => {
      const [n, s, w, x] = [next(page), standalone(page), withoutMiddleware(page), nginx(page)];
      const ratio = (f: Figures) => fmt(f.rps / x.rps, 3);
      return `| \`${page}\` | ${cell(n)} | ${cell(s)} | ${cell(w)} | ${cell(x)} | ${ratio(n)} | ${ratio(s)} | ${ratio(w)} |`;
    }),
    ...comparison(
      'What middleware.ts costs (standalone server, same build, middleware removed from its manifest)',
      ['without', withoutMiddleware],
      ['with middleware', standalone],
    ),
    ...(withRules
      ? comparison(
          `What ${pageRules} more per-page CSP header rules cost (standalone server, same build)`,
          ['as built', standalone],
          [`+${pageRules} rules`, withRules],
        )
      : []),
    ...(before
      ? comparison(
          `Before and after (standalone servers; baseline: ${baseline})`,
          ['baseline', before],
          ['this build', standalone],
        )
      : []),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
