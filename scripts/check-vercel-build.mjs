// The site as Vercel builds it, without an account and without network: runs the Vercel CLI's
// `vercel build` (the devDependency, pinned) with a hand-made project link, and checks its output
// (.vercel/output, the Build Output API) for what only Vercel's builder (@vercel/next) decides:
//   - every prerendered HTML page's config carries a Content-Security-Policy whose script-src
//     allows exactly the page's own inline scripts by hash (no 'unsafe-inline'), since Vercel serves
//     a prerendered page with the headers of its config (`initialHeaders`);
//   - the build logs no routing error (Vercel's router reads the routes manifest's rewrites, the
//     gallery overlay's intercepting route among them);
//   - every Node.js function holds the style hashes' file, and a page a function renders anew (as
//     after a publish) carries the hashes of its own scripts (lib/http/vercel-page-policy.mjs).
// docs/deployment.md#vercel says what this proves and what only a deployment shows.
//
//   node scripts/check-vercel-build.mjs           a full build (`npm run build`, as on Vercel)
//   node scripts/check-vercel-build.mjs --reuse   the build in .next as it is, with the step
//                                                 `npm run build` adds on Vercel (`npm test`)
//   node scripts/check-vercel-build.mjs --checked-output   only the checks, of .vercel/output as it is
//
// With Linux user namespaces (`unshare -rn`) and iproute2's `ip`, the build runs in a network
// namespace of its own, which has no network but the loopback: proof that it needs none.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { buildHashesFile } from '../lib/http/build-hashes.mjs';
import { inlineHashes } from '../lib/http/csp.mjs';

const reuse = process.argv.includes('--reuse');
const buildNow = !process.argv.includes('--checked-output');
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

// Inside it only the loopback interface, brought up: Turbopack's build workers talk to the build
// over 127.0.0.1.
const offline = spawnSync('unshare', ['-rn', 'ip', 'link', 'set', 'lo', 'up']).status === 0;
const cli = ['./node_modules/.bin/vercel', 'build'];
const [command, ...args] = offline
  ? ['unshare', '-rn', 'sh', '-c', 'ip link set lo up && exec "$@"', 'sh', ...cli]
  : cli;
// The build's output goes to its log as it runs (`tail -f .cache/vercel-build.log`).
const logFile = '.cache/vercel-build.log';
const failures = [];
if (buildNow) {
  console.log(
    `${offline ? 'Without network: ' : ''}${cli.join(' ')}${reuse ? ' (reusing .next)' : ''}`,
  );
  const logFd = openSync(logFile, 'w');
  const build = spawnSync(command, args, {
    stdio: ['ignore', logFd, logFd],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', VERCEL_TELEMETRY_DISABLED: '1' },
  });
  closeSync(logFd);
  if (build.status !== 0) failures.push(`vercel build ended with ${build.status} (${logFile})`);
}
const log = readFileSync(logFile, 'utf8');

// @vercel/next logs what its router's path patterns cannot read as `[vc] PATH TO REGEXP …`.
for (const line of log.split('\n').filter((text) => /PATH TO REGEXP|routing error/i.test(text))) {
  failures.push(`routing: ${line.trim()}`);
}

/**
 * What is wrong with a page's policy: missing, allowing 'unsafe-inline' scripts, or script hashes
 * other than those of the page's own inline scripts.
 * @param {string} name
 * @param {string | undefined | null} policy
 * @param {string} html
 */
async function policyFailures(name, policy, html) {
  if (!policy) return [`${name}: no Content-Security-Policy`];
  const sources = (/(?:^|;\s*)script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
  const hashes = sources.filter((source) => source.startsWith("'sha256-"));
  const own = await inlineHashes(html);
  return [
    ...(sources.includes("'unsafe-inline'") ? [`${name}: script-src allows 'unsafe-inline'`] : []),
    ...(own.length === 0 || hashes.join(' ') !== own.join(' ')
      ? [`${name}: script-src has ${hashes.length} hashes, the page ${own.length} inline scripts`]
      : []),
  ];
}

/** The prerendered HTML pages: their configs and the files Vercel serves for them. */
const functions = join(output, 'functions');
const prerendered = readdirSync(functions, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.prerender-config.json'))
  .map((file) => ({ file, config: JSON.parse(readFileSync(join(functions, file), 'utf8')) }))
  .map(({ file, config }) => ({
    file,
    config,
    // A path, or (as @vercel/next writes it) a file reference with one.
    fallback: typeof config.fallback === 'string' ? config.fallback : config.fallback?.fsPath,
  }))
  .filter(({ fallback }) => typeof fallback === 'string' && fallback.endsWith('.html'));
for (const { file, config, fallback } of prerendered) {
  const html = readFileSync(join(functions, file, '..', fallback), 'utf8');
  const policy = Object.entries(config.initialHeaders ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-security-policy',
  )?.[1];
  failures.push(...(await policyFailures(file, policy, html)));
}
const pages = prerendered.length;
if (pages === 0) failures.push(`${output}: no prerendered HTML page`);

// The style hashes' file among the files of every Node.js function (for the pages it renders):
// those in its folder and those its config maps from the project (`filePathMap`).
const hashesFile = posix.normalize(
  buildHashesFile(`${process.env.NEXT_DIST_DIR || '.next'}/server`),
);
const nodeFunctions = readdirSync(functions, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.func/.vc-config.json'))
  .map((file) => ({
    dir: join(functions, file, '..'),
    config: JSON.parse(readFileSync(join(functions, file), 'utf8')),
  }))
  .filter(({ config }) => config.launcherType === 'Nodejs');
for (const { dir, config } of nodeFunctions) {
  if (!existsSync(join(dir, hashesFile)) && !(hashesFile in (config.filePathMap ?? {}))) {
    failures.push(`${dir}: no ${hashesFile}`);
  }
}

// A page a function renders anew, as Vercel asks after a publish: the function of a prerendered
// place page, started as Vercel starts it (its launcher, Next's minimal mode, VERCEL=1), asked with
// the build's bypass token (`x-prerender-revalidate`). Its answer, which Vercel would store, must
// carry the policy of its own inline scripts.
const place = prerendered.find(({ file }) =>
  /^galerie\/[^/(]+\.prerender-config\.json$/.test(file),
);
if (place) {
  const route = `/${place.file.replace(/\.prerender-config\.json$/, '')}`;
  // The function as Vercel unpacks it: its folder, and the project's files its config maps in.
  const source = realpathSync(join(functions, `${route.slice(1)}.func`));
  const { handler, filePathMap = {} } = JSON.parse(
    readFileSync(join(source, '.vc-config.json'), 'utf8'),
  );
  const dir = resolve('.cache/vercel-function');
  rmSync(dir, { recursive: true, force: true });
  cpSync(source, dir, { recursive: true });
  for (const [target, from] of Object.entries(filePathMap)) {
    mkdirSync(join(dir, target, '..'), { recursive: true });
    if (lstatSync(from).isSymbolicLink()) symlinkSync(readlinkSync(from), join(dir, target));
    else copyFileSync(from, join(dir, target));
  }
  // On a copy of the build's database (DATA_DIR), as the e2e servers start.
  const functionData = '.cache/vercel-function-data';
  rmSync(functionData, { recursive: true, force: true });
  cpSync(process.env.DATA_DIR ?? 'data', functionData, { recursive: true });
  const server = spawn(
    process.execPath,
    [
      '-e',
      `const handler = require(${JSON.stringify(join(dir, handler))});
       require('node:http').createServer(handler).listen(0, '127.0.0.1', function () {
         console.log('listening ' + this.address().port);
       });`,
    ],
    {
      env: {
        ...process.env,
        VERCEL: '1',
        NODE_ENV: 'production',
        DATA_DIR: resolve(functionData),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  try {
    const port = await new Promise((done, fail) => {
      let text = '';
      server.stdout.on('data', (chunk) => {
        text += chunk;
        const found = /listening (\d+)/.exec(text);
        if (found) done(Number(found[1]));
      });
      server.on('exit', (code) => fail(new Error(`the function ended with ${code}`)));
    });
    const answer = await fetch(`http://127.0.0.1:${port}${route}`, {
      headers: { 'x-prerender-revalidate': place.config.bypassToken },
    });
    const html = await answer.text();
    if (answer.status !== 200) failures.push(`${route} rendered by its function: ${answer.status}`);
    failures.push(
      ...(await policyFailures(
        `${route} rendered by its function`,
        answer.headers.get('content-security-policy'),
        html,
      )),
    );
    console.log(`${route} rendered anew by its function (${dir}): ${answer.status}`);
  } catch (error) {
    failures.push(`${route} rendered by its function: ${error}`);
  } finally {
    server.kill();
  }
} else {
  failures.push(`${output}: no prerendered place page`);
}

console.log(`${pages} prerendered HTML pages checked in ${output}`);
for (const failure of failures) console.error(`FAILED: ${failure}`);
if (failures.length > 0) {
  console.error(execFileSync('tail', ['-n', '40', logFile], { encoding: 'utf8' }));
  process.exit(1);
}
console.log('Vercel build: every prerendered page carries its script hashes; no routing error');
