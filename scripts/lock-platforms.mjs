// Keeps package-lock.json complete for every platform, so that `npm ci` passes on a fresh clone.
// npm records a package's platform-specific optional dependencies (@next/swc-darwin-arm64,
// @img/sharp-win32-x64 …) only when the registry serves them at install time; `npm ci` then fails
// elsewhere with "Missing: … from lock file". This adds an entry for each one the lock lacks: name
// and version from the parent's optionalDependencies, os/cpu/libc and the tarball from the
// registry when it serves them, else os/cpu/libc read from the package name (npm then skips it on
// other platforms and fetches it by name and version where it fits).
//
//   node scripts/lock-platforms.mjs          adds the missing entries (re-run after `npm install`)
//   node scripts/lock-platforms.mjs --check  lists them and fails if there are any
//   node scripts/lock-platforms.mjs --offline adds them without asking the registry (platform from the name)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const lockFile = join(import.meta.dirname, '..', 'package-lock.json');

/** The lock path a package resolves to from `from`, as Node's module resolution walks up. */
function resolveFrom(packages, from, name) {
  for (let at = from; ; at = at.slice(0, Math.max(0, at.lastIndexOf('/node_modules/')))) {
    const path = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (packages[path]) return path;
    if (!at) return undefined;
  }
}

/** Optional dependencies that no lock entry satisfies: { parent, name, version }. */
export function missingOptional(lock) {
  return Object.entries(lock.packages).flatMap(([parent, entry]) =>
    Object.entries(entry.optionalDependencies ?? {})
      .filter(([name]) => !resolveFrom(lock.packages, parent, name))
      .map(([name, version]) => ({ parent, name, version })),
  );
}

const systems = [
  'aix',
  'android',
  'darwin',
  'freebsd',
  'linux',
  'netbsd',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
];
const cpus = [
  'arm64',
  'arm',
  'ia32',
  'loong64',
  'mips64el',
  'ppc64',
  's390x',
  'riscv64',
  'wasm32',
  'x64',
];

/** os, cpu and libc as a platform package's name states them (`linux-x64-musl`, `linuxmusl-arm64` …). */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = systems.find((system) =>
    parts.some((part) => part === system || part === `${system}musl`),
  );
  const cpu = cpus.find((arch) => parts.includes(arch));
  const libc = /(^|-)linuxmusl-|-musl/.test(name)
    ? 'musl'
    : /-(gnu|glibc)(-|$)/.test(name)
      ? 'glibc'
      : undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

/** The registry's manifest of a version (the newest that fits a range), or undefined when it serves none. */
function fromRegistry(name, version) {
  try {
    const json = execFileSync('npm', ['view', `${name}@${version}`, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const manifests = [JSON.parse(json)].flat(); // one per matching version, newest last
    return manifests.at(-1);
  } catch {
    return undefined;
  }
}

/** Adds an entry for every missing optional dependency to `lock`; returns the paths added. */
export function addMissing(lock, lookup = fromRegistry) {
  const added = missingOptional(lock).map(({ parent, name, version: wanted }) => {
    const manifest = lookup(name, wanted);
    // An exact version, the registry's pick for a range, else the lowest version of `~x.y.z`/`^x.y.z`.
    const version = manifest?.version ?? /^[~^]?(\d+\.\d+\.\d+(-[\w.]+)?)$/.exec(wanted)?.[1];
    if (!version)
      throw new Error(`${parent} wants ${name}@${wanted}: no version to pin, run npm install`);
    const platform = manifest
      ? {
          ...(manifest.os && { os: manifest.os }),
          ...(manifest.cpu && { cpu: manifest.cpu }),
          ...(manifest.libc && { libc: manifest.libc }),
        }
      : platformOf(name);
    const top = `node_modules/${name}`;
    const path = lock.packages[top] ? `${parent}/node_modules/${name}` : top;
    lock.packages[path] = {
      version,
      ...(manifest?.dist && {
        resolved: manifest.dist.tarball,
        integrity: manifest.dist.integrity,
      }),
      ...platform,
      ...(lock.packages[parent].dev && { dev: true }),
      optional: true,
    };
    return path;
  });
  const [rootEntry, ...paths] = Object.keys(lock.packages);
  lock.packages = Object.fromEntries(
    [rootEntry, ...paths.sort((a, b) => a.localeCompare(b, 'en'))].map((path) => [
      path,
      lock.packages[path],
    ]),
  );
  return added;
}

if (process.argv[1] === import.meta.filename) {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  if (process.argv.includes('--check')) {
    const missing = missingOptional(lock);
    for (const { parent, name, version } of missing)
      console.error(
        `package-lock.json lacks ${name}@${version} (optional dependency of ${parent})`,
      );
    if (missing.length) {
      console.error('Run: node scripts/lock-platforms.mjs');
      process.exit(1);
    }
    console.log('package-lock.json has every optional dependency of every platform');
  } else {
    const added = addMissing(
      lock,
      process.argv.includes('--offline') ? () => undefined : fromRegistry,
    );
    writeFileSync(lockFile, `${JSON.stringify(lock, null, 2)}\n`);
    console.log(added.length ? `added:\n${added.join('\n')}` : 'nothing missing');
  }
}
