// `npm run bench`: requests/s and latency of the production server against nginx serving the same
// prerendered HTML, and what stamping the spamshield cookie costs. See README, "Measuring".
//
//   npm run bench                      build, then measure (3 runs × 5 s per page and server)
//   npm run bench -- --no-build        reuse the existing build
//   npm run bench -- --runs=5 --duration=10 --connections=20
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
const runs = Number(options.get('runs') ?? 3);
const duration = Number(options.get('duration') ?? 5);
const connections = Number(options.get('connections') ?? 10);
const basePort = Number(process.env.BENCH_PORT ?? 3141);

type Figures = { rps: number; p50: number; p99: number; status: string };

async function measure(url: string): Promise<Figures> {
  const results = [];
  for (let run = 0; run < runs; run++)
    results.push(await autocannon({ url, connections, duration }));
  const statuses = new Set(
    results.flatMap((r) => (r.non2xx > 0 || r.errors > 0 ? ['non-2xx or errors'] : ['2xx'])),
  );
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    status: [...statuses].join(', '),
  };
}

async function measureAll(server: Server) {
  const figures = new Map<string, Figures>();
  try {
    // Warm-up: the first requests of a fresh Node.js server compile and cache.
    for (const page of benchPages)
      await autocannon({ url: server.origin + page, connections, duration: 2 });
    for (const page of benchPages) {
      console.error(`  ${server.name} ${page}`);
      figures.set(page, await measure(server.origin + page));
    }
  } finally {
    await server.stop();
  }
  return figures;
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

async function main() {
  buildOnce(options);
  console.error(
    `Measuring ${benchPages.length} pages, ${runs} runs × ${duration} s, ${connections} connections`,
  );
  const nginx = await measureAll(await startNginx(basePort));
  const next = await measureAll(await startNext(basePort + 1));
  const standalone = await measureAll(await startStandalone(basePort + 2));
  const withoutCookie = await measureAll(
    await startStandalone(basePort + 3, standaloneWithoutCookie(), 'standalone without cookie'),
  );

  const cell = (f: Figures) =>
    `${fmt(f.rps)} | ${fmt(f.p50)} | ${fmt(f.p99)}${f.status === '2xx' ? '' : ` (${f.status})`}`;
  const lines = [
    `Requests/s and latency in ms (median of ${runs} runs of ${duration} s, ${connections} connections, autocannon, loopback, Node ${process.version})`,
    '',
    '| page | `next start` req/s | p50 | p99 | standalone req/s | p50 | p99 | nginx req/s | p50 | p99 | Next/nginx | standalone/nginx |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...benchPages.map((page) => {
      const [n, s, x] = [next.get(page)!, standalone.get(page)!, nginx.get(page)!];
      return `| \`${page}\` | ${cell(n)} | ${cell(s)} | ${cell(x)} | ${fmt((100 * n.rps) / x.rps)} % | ${fmt((100 * s.rps) / x.rps)} % |`;
    }),
    '',
    'Cost of stamping `Set-Cookie: spamshield=true` (standalone server, same build, stamping removed from its manifests)',
    '',
    '| page | with cookie req/s | p50 | p99 | without req/s | p50 | p99 | cost |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...benchPages.map((page) => {
      const [on, off] = [standalone.get(page)!, withoutCookie.get(page)!];
      return `| \`${page}\` | ${cell(on)} | ${cell(off)} | ${fmt(100 - (100 * on.rps) / off.rps, 1)} % |`;
    }),
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
