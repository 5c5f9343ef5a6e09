// Measures how /karte behaves with many places (default 1,000): generates content, builds the site
// with it (CONTENT_DIR, a separate build folder), serves it, and drives Chromium with the Google
// Maps stand-in of the e2e tests (e2e/google-maps-stub.js; nothing reaches Google). Reports the
// size of the page's HTML and of the JavaScript it loads before consent (bytes and gzip), and the
// main thread's long tasks (> 50 ms) for: loading the page (drawn map and list, hydration),
// loading the map with all markers and clusters, zooming through the levels (re-clustering), and
// showing a place from the list.
//
//   npm run bench:map -- [places=1000]
//
// The stand-in draws markers as plain buttons, so Google's own rendering cost is not included.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startNext, stopServersOnInterrupt } from '../server';

const count = Number(process.argv[2] ?? 1000);
const port = Number(process.env.BENCH_PORT ?? 3112);
const contentDir = join(root, '.cache', `bench-content-${count}`);
const distDir = `.next/bench-${count}`;
const fakeMaps = join(root, 'e2e', 'google-maps-stub.js');

/** The page under measurement: the long tasks seen, and the Maps stand-in's maps and calls. */
type Measured = Window & {
  __longTasks: number[];
  __mapsCalls: { markers: { title: string }[] };
  __fakeMaps: { setZoom: (level: number) => void }[];
};

// --- content: the sample places, copied with new names and positions nearby (seeded, repeatable) ---
let seed = 42;
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const samples: { location: { lat: number; lng: number } }[] = JSON.parse(
  readFileSync(join(root, 'content', 'places.json'), 'utf8'),
);
const places = Array.from({ length: count }, (_, index) => {
  const sample = samples[index % samples.length]!;
  const number = String(index + 1).padStart(4, '0');
  return {
    ...sample,
    slug: `ort-${number}`,
    title: `Ort ${number}`,
    location: {
      lat: Math.max(-89, Math.min(89, sample.location.lat + (random() - 0.5) * 4)),
      lng: Math.max(-179, Math.min(179, sample.location.lng + (random() - 0.5) * 4)),
    },
  };
});
rmSync(contentDir, { recursive: true, force: true });
mkdirSync(contentDir, { recursive: true });
cpSync(join(root, 'content'), contentDir, { recursive: true });
writeFileSync(join(contentDir, 'places.json'), JSON.stringify(places, null, 2));

// --- build (next build adds the build folder's type paths to tsconfig.json: keep it unchanged) ---
const env = {
  ...process.env,
  CONTENT_DIR: contentDir,
  // The site reads its content from the backend's database: one of its own, filled from contentDir.
  DATA_DIR: `${contentDir}-data`,
  NEXT_DIST_DIR: distDir,
  NEXT_PUBLIC_GOOGLE_MAPS_API_KEY: 'bench-key',
};
const tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
if (!process.env.BENCH_REUSE_BUILD) {
  console.log(`Building with ${count} places in ${distDir} …`);
  rmSync(env.DATA_DIR, { recursive: true, force: true });
  spawnSync('npm', ['run', '--silent', 'cms', '--', 'migrate'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const build = spawnSync('./node_modules/.bin/next', ['build'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  writeFileSync(join(root, 'tsconfig.json'), tsconfig);
  if (build.status !== 0) throw new Error('next build failed');
}

stopServersOnInterrupt();
const server = await startNext(port, { env, output: 'stderr' });
const base = server.origin;

// --- measure ---
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.route(
  /^https:\/\/([a-z0-9-]+\.)*(google\.com|googleapis\.com|gstatic\.com)\//,
  (route) =>
    route.request().url().startsWith('https://maps.googleapis.com/maps/api/js')
      ? route.fulfill({ path: fakeMaps, contentType: 'text/javascript' })
      : route.abort(),
);
await page.addInitScript(() => {
  (window as unknown as Measured).__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      (window as unknown as Measured).__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
});

const longTasks = async () => {
  const tasks = await page.evaluate(() => (window as unknown as Measured).__longTasks.splice(0));
  const total = tasks.reduce((sum, duration) => sum + duration, 0);
  return {
    count: tasks.length,
    totalMs: Math.round(total),
    maxMs: Math.round(Math.max(0, ...tasks)),
  };
};
const settle = () =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
const results: Record<string, object> = {};

/** Bytes and gzip bytes (level 9 of zlib, as the server's compression would send at most). */
const sizes = (bodies: Buffer[]) => ({
  kB: Math.round(bodies.reduce((sum, body) => sum + body.length, 0) / 1024),
  gzipKB: Math.round(bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024),
});
const scripts: Promise<Buffer>[] = [];
page.on('response', (response) => {
  if (response.request().resourceType() === 'script' && response.url().startsWith(base))
    scripts.push(response.body());
});

let start = Date.now();
const html = await (await page.goto(`${base}/karte`))!.body();
await page.waitForLoadState('networkidle');
results['load the page (drawn map, list of all places, hydration)'] = {
  ms: Date.now() - start,
  ...(await longTasks()),
};
const weight = {
  'HTML of /karte': sizes([html]),
  'JavaScript before consent': { ...sizes(await Promise.all(scripts)), files: scripts.length },
};

start = Date.now();
await page.getByRole('button', { name: 'Karte laden', exact: true }).click();
await page.locator('[data-maps-stub] button').first().waitFor();
await settle();
const rendered = await page.evaluate(() => ({
  markers: (window as unknown as Measured).__mapsCalls.markers.filter((marker) =>
    marker.title.startsWith('Ort '),
  ).length,
  onMap: document.querySelectorAll('[data-maps-stub] .stub-marker').length,
}));
results['load the map (create markers, cluster, fit)'] = {
  ms: Date.now() - start,
  ...rendered,
  ...(await longTasks()),
};

for (const zoom of [5, 6, 7, 8, 10, 12, 4]) {
  start = Date.now();
  await page.evaluate(
    (level) => (window as unknown as Measured).__fakeMaps[0]!.setZoom(level),
    zoom,
  );
  await settle();
  const onMap = await page.locator('[data-maps-stub] .stub-marker').count();
  results[`zoom ${zoom} (re-cluster)`] = {
    ms: Date.now() - start,
    onMap,
    ...(await longTasks()),
  };
}

start = Date.now();
await page
  .getByRole('button', { name: `Auf der Karte zeigen – Ort ${String(count).padStart(4, '0')}` })
  .click();
await page.getByRole('dialog').waitFor();
await settle();
results['show a place from the list'] = { ms: Date.now() - start, ...(await longTasks()) };

console.log(`\n/karte with ${count} places (Chromium, Google Maps stub):`);
console.table(weight);
console.table(results);

await browser.close();
await server.stop();
