// `npm run bench`: requests/s and latency of the production server against nginx serving the same
// prerendered HTML, and what stamping the spamshield cookie costs. See README, "Measuring".
//
//   npm run bench                      build, then measure (5 runs × 3 s per page and server)
//   npm run bench -- --no-build        reuse the existing build
//   npm run bench -- --runs=5 --duration=10 --connections=20
//   npm run bench -- --baseline=../other-checkout   also measure that checkout's standalone build
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import {
  buildOnce,
  cacheDir,
  flags,
  median,
  root,
  startNext,
  startNginx,
  startStandalone,
  type Server,
} from './servers';

export const benchPages = ['/', '/galerie', '/galerie/grand-canyon', '/karte'];

const options = flags();
const runs = Number(options.get('runs') ?? 5);
const duration = Number(options.get('duration') ?? 3);
const connections = Number(options.get('connections') ?? 10);
const basePort = Number(process.env.BENCH_PORT ?? 3141);

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

/**
 * The standalone server of the same build with the cookie stamping switched off: a copy of
 * .next/standalone whose middleware manifest is emptied and whose header rules lose their
 * Set-Cookie entries. Everything else (pages, other headers, server) stays identical.
 */
function standaloneWithoutCookie() {
  const dir = resolve(cacheDir, 'standalone-without-cookie');
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve(root, '.next/standalone'), dir, { recursive: true });
  const edit = (file: string, change: (json: Record<string, unknown>) => void) => {
    const path = resolve(dir, '.next', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    change(json);
    writeFileSync(path, JSON.stringify(json));
  };
  edit('server/middleware-manifest.json', (manifest) => {
    manifest.middleware = {};
    manifest.sortedMiddleware = [];
  });
  edit('routes-manifest.json', (manifest) => {
    type Rule = { headers: { key: string }[] };
    manifest.headers = (manifest.headers as Rule[])
      .map((rule) => ({
        ...rule,
        headers: rule.headers.filter(({ key }) => key.toLowerCase() !== 'set-cookie'),
      }))
      .filter((rule) => rule.headers.length > 0);
  });
  return dir;
}

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
    servers.push(await startNext(basePort + 1));
    servers.push(await startStandalone(basePort + 2));
    const dir = standaloneWithoutCookie();
    servers.push(await startStandalone(basePort + 3, dir, 'standalone without cookie'));
    if (typeof baseline === 'string') {
      const other = resolve(baseline, '.next/standalone');
      servers.push(await startStandalone(basePort + 4, other, 'baseline'));
    }
    figures = await measureAll(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(resolve(cacheDir, 'standalone-without-cookie'), { recursive: true, force: true });
  }
  const [nginx, next, standalone, withoutCookie, before] = servers.map(
    (server) => (page: string) => figures(server, page),
  ) as [Get, Get, Get, Get, Get?];

  const lines = [
    `Requests/s and latency in ms (median of ${runs} runs of ${duration} s, ${connections} connections, autocannon, loopback, Node ${process.version})`,
    '',
    '| page | `next start` req/s | p50 | p99 | standalone req/s | p50 | p99 | nginx req/s | p50 | p99 | Next/nginx | standalone/nginx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...benchPages.map((page) => {
      const [n, s, x] = [next(page), standalone(page), nginx(page)];
      return `| \`${page}\` | ${cell(n)} | ${cell(s)} | ${cell(x)} | ${fmt((100 * n.rps) / x.rps)} % | ${fmt((100 * s.rps) / x.rps)} % |`;
    }),
    ...comparison(
      'What stamping `Set-Cookie: spamshield=true` costs (standalone server, same build, stamping removed from its manifests)',
      ['without', withoutCookie],
      ['with cookie', standalone],
    ),
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
