// The site as Vercel builds it, without an account and without network: runs the Vercel CLI's
// `vercel build` (the devDependency, pinned) with a hand-made project link, and checks its output
// (.vercel/output, the Build Output API) for what only Vercel's builder (@vercel/next) decides:
//   - every prerendered HTML page's config carries a Content-Security-Policy whose script-src
//     allows exactly the page's own inline scripts by hash (no 'unsafe-inline'), since Vercel serves
//     a prerendered page with the headers of its config (`initialHeaders`);
//   - the build logs no routing error (Vercel's router reads the routes manifest's rewrites, the
//     gallery overlay's intercepting route among them).
// docs/deployment.md#vercel says what this proves and what only a deployment shows.
//
//   node scripts/check-vercel-build.mjs           a full build (`npm run build`, as on Vercel)
//   node scripts/check-vercel-build.mjs --reuse   the build in .next as it is, with the step
//                                                 `npm run build` adds on Vercel (`npm test`)
//
// With Linux user namespaces (`unshare -rn`), the build runs in a network namespace of its own,
// which has no network at all: proof that it needs none.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineHashes } from '../lib/http/csp.mjs';

const reuse = process.argv.includes('--reuse');
const output = '.vercel/output';

// The project link `vercel pull` would write: any ids, and the settings of the Next.js preset with
// no install (node_modules is in place). Reusing the build, the build command is the step Vercel's
// `npm run build` ends with.
mkdirSync('.vercel', { recursive: true });
writeFileSync(
  '.vercel/project.json',
  JSON.stringify({
    projectId: 'prj_local',
    orgId: 'team_local',
    settings: {
      framework: 'nextjs',
      installCommand: '',
      buildCommand: reuse ? 'node scripts/vercel-routes.mjs' : null,
      outputDirectory: null,
      rootDirectory: null,
    },
  }),
);

const offline = spawnSync('unshare', ['-rn', 'true']).status === 0;
const cli = ['./node_modules/.bin/vercel', 'build'];
const [command, ...args] = offline ? ['unshare', '-rn', ...cli] : cli;
console.log(
  `${offline ? 'Without network: ' : ''}${cli.join(' ')}${reuse ? ' (reusing .next)' : ''}`,
);
const build = spawnSync(command, args, {
  encoding: 'utf8',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', VERCEL_TELEMETRY_DISABLED: '1' },
  maxBuffer: 256 * 1024 * 1024,
});
const log = `${build.stdout}${build.stderr}`;
writeFileSync('.cache/vercel-build.log', log);

const failures = [];
if (build.status !== 0)
  failures.push(`vercel build ended with ${build.status} (.cache/vercel-build.log)`);
// @vercel/next logs what its router's path patterns cannot read as `[vc] PATH TO REGEXP …`.
for (const line of log.split('\n').filter((text) => /PATH TO REGEXP|routing error/i.test(text))) {
  failures.push(`routing: ${line.trim()}`);
}

/** The script sources a policy allows, from its script-src. */
const scriptSources = (policy) =>
  (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ').filter(Boolean);

let pages = 0;
const functions = join(output, 'functions');
for (const file of readdirSync(functions, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.prerender-config.json')) continue;
  const config = JSON.parse(readFileSync(join(functions, file), 'utf8'));
  if (typeof config.fallback !== 'string' || !config.fallback.endsWith('.html')) continue;
  pages++;
  const html = readFileSync(join(functions, file, '..', config.fallback), 'utf8');
  const policy = Object.entries(config.initialHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-security-policy',
  )?.[1];
  if (!policy) {
    failures.push(`${file}: no Content-Security-Policy`);
    continue;
  }
  const sources = scriptSources(policy);
  const own = await inlineHashes(html);
  const hashes = sources.filter((source) => source.startsWith("'sha256-"));
  if (sources.includes("'unsafe-inline'"))
    failures.push(`${file}: script-src allows 'unsafe-inline'`);
  if (own.length === 0 || hashes.join(' ') !== own.join(' ')) {
    failures.push(
      `${file}: script-src ${hashes.length} hashes, the page has ${own.length} inline scripts of its own`,
    );
  }
}
if (pages === 0) failures.push(`${output}: no prerendered HTML page`);

console.log(`${pages} prerendered HTML pages checked in ${output}`);
for (const failure of failures) console.error(`FAILED: ${failure}`);
if (failures.length > 0) {
  console.error(
    execFileSync('tail', ['-n', '40', '.cache/vercel-build.log'], { encoding: 'utf8' }),
  );
  process.exit(1);
}
console.log('Vercel build: every prerendered page carries its script hashes; no routing error');
