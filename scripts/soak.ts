// `npm run soak`: a few minutes of mixed load against the standalone server (pages, gallery items,
// 404s, and the first form of every page in `formPages` of e2e/pages.ts), sampling the server's
// resident memory, then a verdict whether it stays flat. Loopback only; not part of `npm test`.
//
//   npm run soak                       build, then 3 minutes of load
//   npm run soak -- --no-build --minutes=10
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { formPages, pageStates } from '../e2e/pages';
import { buildOnce, cacheDir, flags, median, treeRss } from './bench/servers';
import { startStandalone } from './server';

const options = flags();
const minutes = Number(options.get('minutes') ?? 3);
const port = Number(process.env.SOAK_PORT ?? 3147);
const pages = [...new Set(pageStates.map((s) => s.path)), '/galerie/yosemite', '/gibt-es/nicht'];

/** The first form of a page, filled in the way a visitor would (required fields, hidden fields). */
async function filledForm(origin: string, path: string) {
  const html = await (await fetch(origin + path)).text();
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  const data = new FormData();
  for (const [tag, element] of form[2]!.matchAll(/<(input|textarea|select)\b[^>]*>/gi)) {
    const name = attribute(tag, 'name');
    const type = attribute(tag, 'type') ?? element!.toLowerCase();
    if (!name || (!/\brequired\b/i.test(tag) && type !== 'hidden')) continue;
    const sample: Record<string, string> = {
      email: 'soak@example.org',
      checkbox: 'on',
      textarea: 'Eine Nachricht aus dem Lasttest, lang genug für jede Prüfung der Länge.',
    };
    data.append(name, attribute(tag, 'value') ?? sample[type] ?? 'Lasttest');
  }
  const action = attribute(form[1]!, 'action') || path;
  const multipart = /multipart/i.test(attribute(form[1]!, 'enctype') ?? '');
  const body = multipart ? data : new URLSearchParams(data as unknown as Record<string, string>);
  return { url: new URL(action, origin + path).href, body };
}

async function postForms(origin: string, until: number, statuses: Map<number, number>) {
  while (Date.now() < until) {
    for (const path of formPages) {
      const form = await filledForm(origin, path);
      if (!form) continue;
      const response = await fetch(form.url, {
        method: 'POST',
        body: form.body,
        headers: { cookie: 'spamshield=true', origin },
        redirect: 'manual',
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
}

async function main() {
  buildOnce(options);
  if (formPages.length === 0) console.error('No pages with a form in e2e/pages.ts: pages only.');
  // Accepted form posts are stored: in a folder of the soak's own, not the site's data.
  if (!process.env.DATA_DIR) {
    // Empty at every start: the previous run's posts would leave the client rate-limited (429 only).
    process.env.DATA_DIR = resolve(cacheDir, 'soak-data');
    rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  }
  const server = await startStandalone(port, { output: 'stderr' });
  const samples: { seconds: number; mb: number }[] = [];
  const statuses = new Map<number, number>();
  let requests = 0;
  const started = Date.now();
  const until = started + minutes * 60_000;
  const sampler = setInterval(() => {
    samples.push({ seconds: (Date.now() - started) / 1000, mb: treeRss(server.pid) / 2 ** 20 });
  }, 5000);
  try {
    const forms = postForms(server.origin, until, statuses);
    while (Date.now() < until) {
      const results = await Promise.all(
        pages.map((page) =>
          autocannon({ url: server.origin + page, connections: 2, duration: 10 }),
        ),
      );
      requests += results.reduce((sum, r) => sum + r.requests.average * 10, 0);
      const last = samples.at(-1);
      if (last) console.error(`  ${Math.round(last.seconds)} s: ${last.mb.toFixed(0)} MB`);
    }
    await forms;
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
  // The second third (caches filled, code compiled) against the last third of the run.
  const third = (minutes * 60) / 3;
  const settled = samples
    .filter((s) => s.seconds >= third && s.seconds < 2 * third)
    .map((s) => s.mb);
  const final = samples.filter((s) => s.seconds >= 2 * third).map((s) => s.mb);
  const growth = median(final) - median(settled);
  const flat = Math.abs(growth) <= Math.max(10, 0.1 * median(settled));
  console.log(
    [
      `Soak: ${minutes} min, about ${Math.round(requests)} page requests, form posts by status: ${JSON.stringify(Object.fromEntries(statuses))}`,
      '',
      '| minute | RSS MB (median of the 5 s samples) |',
      '| ---: | ---: |',
      ...Array.from({ length: Math.ceil(minutes) }, (_, m) => {
        const inMinute = samples.filter((s) => s.seconds >= m * 60 && s.seconds < (m + 1) * 60);
        return `| ${m + 1} | ${median(inMinute.map((s) => s.mb)).toFixed(0)} |`;
      }),
      '',
      `Memory ${flat ? 'stays flat' : 'grows'}: ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB from the second to the last third of the run.`,
    ].join('\n'),
  );
  if (!flat) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
