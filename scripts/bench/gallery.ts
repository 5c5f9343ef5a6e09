// Scale measurement of the gallery (not part of `npm test`): for 24, 200 and 2,000 generated places it
// builds the site from a temporary content folder (CONTENT_DIR), starts it and measures the HTML of
// /galerie (bytes, gzip bytes) and the server time (median time to first byte and to the last byte).
// Then what a publish costs: the owner changes a place through the backend's API (its summary: a
// change of its text; its title: a change that moves it in the list of places), and the first
// request of its page and of the gallery's first page after it (a cache miss, rendered anew) is
// timed, `--publishes` times each, medians. And the server's memory (resident, with its workers) at
// rest after the start and after a crawl of every address of the sitemap.
//
//   npm run bench:gallery -- [--counts 24,200,2000] [--requests 100] [--publishes 7] [--port 3130]
//
// The port must be free: the script stops rather than measure a server it did not start.
//
// Each count runs `next build` into .cache/bench-gallery-next (the build of 2,000 places takes
// minutes); the project's own build (.next) stays as it was.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { pageCount } from '../../lib/gallery';
import { isAnswering, root, startNext, stopServersOnInterrupt } from '../server';
import { treeRss } from './servers';

const { values: options } = parseArgs({
  options: {
    counts: { type: 'string', default: '24,200,2000' },
    requests: { type: 'string', default: '100' },
    publishes: { type: 'string', default: '7' },
    port: { type: 'string', default: '3130' },
  },
});
const counts = options.counts.split(',').map(Number);
const requests = Number(options.requests);
const publishes = Number(options.publishes);
const port = Number(options.port);
const shipped = join(root, 'content');
const next = join(root, 'node_modules/.bin/next');
const origin = `http://127.0.0.1:${port}`;
const distDir = '.cache/bench-gallery-next';
/** The owner's account of the measured server (its backend's API makes the changes). */
const owner = { email: 'bench@example.org', password: 'bench-Verwaltung-2026' };
/** The place whose changes are measured: the content's first, on the gallery's first page. */
const measuredPlace = 'grand-canyon';

/** A content folder with `count` places, made from the shipped ones (same images and sizes). */
function generateContent(count: number) {
  const dir = mkdtempSync(join(tmpdir(), `gallery-${count}-`));
  cpSync(shipped, dir, { recursive: true });
  const places: { slug: string; title: string }[] = JSON.parse(
    readFileSync(join(shipped, 'places.json'), 'utf8'),
  );
  const generated = Array.from({ length: count }, (_, index) => {
    const place = places[index % places.length]!;
    const round = Math.floor(index / places.length) + 1;
    return round === 1
      ? place
      : { ...place, slug: `${place.slug}-${round}`, title: `${place.title} ${round}` };
  });
  writeFileSync(join(dir, 'places.json'), JSON.stringify(generated, null, 2));
  return dir;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: ${code}`)),
    );
  });
}

/** One GET: status, body, milliseconds to the first byte and to the last byte. */
function get(path: string) {
  return new Promise<{ status?: number; body: Buffer; firstByte: number; total: number }>(
    (resolve, reject) => {
      const start = performance.now();
      const req = request({
        host: '127.0.0.1',
        port,
        path,
        headers: { 'accept-encoding': 'identity' },
      });
      req.on('response', (response) => {
        const firstByte = performance.now() - start;
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            firstByte,
            total: performance.now() - start,
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** One request of the backend's API as the owner (`token` from its login), JSON both ways. */
async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await fetch(`${origin}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      origin,
      'content-type': 'application/json',
      ...(init.token && { authorization: `JWT ${init.token}` }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Time to first byte of the place's page and of /galerie on the first request after a publish,
 * `publishes` times: each time the place's `field` is changed and published through the API.
 */
async function afterPublish(field: 'summary' | 'title') {
  const { token } = await api('/api/users/login', { method: 'POST', body: owner });
  const query = `where[slug][equals]=${measuredPlace}&limit=1&depth=0`;
  const [doc] = (await api(`/api/places?${query}`, { token })).docs;
  const page = `/galerie/${measuredPlace}`;
  const item: number[] = [];
  const grid: number[] = [];
  for (let round = 1; round <= publishes; round++) {
    await get(page);
    await get('/galerie'); // both in the cache before the publish
    const marker = field === 'title' ? String(round) : `(Fassung ${round})`;
    const value = `${doc[field]} ${marker}`;
    await api(`/api/places/${doc.id}`, {
      method: 'PATCH',
      body: { [field]: value, _status: 'published' },
      token,
    });
    const [pageMiss, gridMiss] = [await get(page), await get('/galerie')];
    if (!pageMiss.body.toString().includes(`${doc[field]} ${marker}`))
      throw new Error(`${page} does not show the published ${field}`);
    item.push(pageMiss.firstByte);
    grid.push(gridMiss.firstByte);
  }
  return { item: median(item), grid: median(grid) };
}

/** Requests every address of the sitemap once; resolves to how many answered 200. */
async function crawl() {
  const sitemap = (await get('/sitemap.xml')).body.toString();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    ([, path]) => path || '/',
  );
  let ok = 0;
  for (const path of paths) if ((await get(path)).status === 200) ok += 1;
  return ok;
}

async function measure(path: string) {
  for (let i = 0; i < 5; i++) await get(path); // warm-up
  const samples = [];
  for (let i = 0; i < requests; i++) samples.push(await get(path));
  const { status, body } = samples[0]!;
  if (status !== 200) throw new Error(`${path}: HTTP ${status}`);
  return {
    bytes: body.length,
    gzip: gzipSync(body).length,
    tiles: body.toString().match(/<article/g)?.length ?? 0,
    firstByte: median(samples.map((sample) => sample.firstByte)),
    total: median(samples.map((sample) => sample.total)),
  };
}

if (await isAnswering(origin)) {
  throw new Error(`Port ${port} is in use: choose a free one with --port`);
}
stopServersOnInterrupt();

const rows = [];
for (const count of counts) {
  const dir = generateContent(count);
  // The site reads its content from the backend's database: a new one, filled from `dir`.
  const dataDir = `${dir}-data`;
  const env = {
    ...process.env,
    CONTENT_DIR: dir,
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDir,
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SITE_URL: origin,
  };
  try {
    console.error(`\n${count} places: filling the database …`);
    await run('npm', ['run', '--silent', 'cms', '--', 'migrate'], env);
    console.error(`${count} places: building …`);
    const buildStart = performance.now();
    // next build adds the build folder's type paths to tsconfig.json: keep it unchanged.
    const tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
    const log = await run(next, ['build'], env).finally(() =>
      writeFileSync(join(root, 'tsconfig.json'), tsconfig),
    );
    const buildSeconds = (performance.now() - buildStart) / 1000;
    const pages = Number(/Generating static pages[^(]*\((\d+)\/\1\)/.exec(log)?.[1] ?? NaN);
    const server = await startNext(port, { env, output: 'stderr' });
    try {
      const grid = await measure('/galerie');
      const lastPage = pageCount(count);
      const last = await measure(lastPage > 1 ? `/galerie/seite/${lastPage}` : '/galerie');
      const item = await measure('/galerie/grand-canyon');
      const sitemap = (await get('/sitemap.xml')).body.toString().match(/<loc>/g)?.length ?? 0;
      const memoryAtRest = treeRss(server.pid);
      const crawled = await crawl();
      const memoryAfterCrawl = treeRss(server.pid);
      const textPublish = await afterPublish('summary');
      const titlePublish = await afterPublish('title');
      rows.push({
        count,
        buildSeconds,
        pages,
        grid,
        last,
        lastPage,
        item,
        sitemap,
        memoryAtRest,
        crawled,
        memoryAfterCrawl,
        textPublish,
        titlePublish,
      });
      // Each count's figures as soon as they are measured: a run stopped later keeps them.
      console.error(JSON.stringify(rows.at(-1)));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(join(root, distDir), { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `\n${requests} sequential requests per address after 5 warm-up requests, medians; bytes uncompressed (gzip).\n`,
);
console.log(
  '| places | build | static pages | /galerie HTML | tiles in it | /galerie TTFB | /galerie total | last grid page HTML | item page HTML | item page total | sitemap URLs |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { count, buildSeconds, pages, grid, last, lastPage, item, sitemap } of rows) {
  console.log(
    `| ${count} | ${buildSeconds.toFixed(0)} s | ${pages} | ${kb(grid.bytes)} (${kb(grid.gzip)}) | ${grid.tiles} | ${ms(grid.firstByte)} | ${ms(grid.total)} | ${kb(last.bytes)} (page ${lastPage}) | ${kb(item.bytes)} (${kb(item.gzip)}) | ${ms(item.total)} | ${sitemap} |`,
  );
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\nAfter a publish through the backend's API (${publishes} times each, medians): time to first byte of the first request of /galerie/${measuredPlace} and of /galerie (rendered anew). Server memory (resident, with its workers).\n`,
);
console.log(
  '| places | build per static page | text changed: place page | text changed: /galerie | title changed: place page | title changed: /galerie | memory at rest | memory after crawling the sitemap (pages) |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const row of rows) {
  console.log(
    `| ${row.count} | ${((row.buildSeconds * 1000) / row.pages).toFixed(0)} ms | ${ms(row.textPublish.item)} | ${ms(row.textPublish.grid)} | ${ms(row.titlePublish.item)} | ${ms(row.titlePublish.grid)} | ${mb(row.memoryAtRest)} | ${mb(row.memoryAfterCrawl)} (${row.crawled}) |`,
  );
}
