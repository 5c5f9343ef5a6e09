/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addMissing, missingOptional, platformOf } from './lock-platforms.mjs';

type Lock = { packages: Record<string, Record<string, unknown>> };
const readLock = (): Lock =>
  JSON.parse(readFileSync(join(__dirname, '..', 'package-lock.json'), 'utf8'));
const notServed = () => undefined;

test('package-lock.json has every optional dependency of every platform (npm ci needs them)', () => {
  const lock = readLock();
  expect(missingOptional(lock)).toEqual([]);
  expect(lock.packages['node_modules/@next/swc-darwin-arm64']).toMatchObject({
    optional: true,
    os: ['darwin'],
  });
});

test('restores entries the lock lost, with the version the parent names and the platform of the name', () => {
  const lock = readLock();
  const swc = Object.keys(lock.packages).filter((path) =>
    path.startsWith('node_modules/@next/swc-'),
  );
  expect(swc.length).toBeGreaterThanOrEqual(8);
  const recorded = swc.map((path) => lock.packages[path]);
  for (const path of swc) delete lock.packages[path];

  expect(
    missingOptional(lock)
      .map(({ name }) => `node_modules/${name}`)
      .sort(),
  ).toEqual(swc.sort());
  expect(addMissing(lock, notServed).sort()).toEqual(swc.sort());
  expect(missingOptional(lock)).toEqual([]);
  swc.forEach((path, i) => {
    const { version, os, cpu, libc } = recorded[i]!;
    expect(lock.packages[path]).toEqual({
      version,
      os,
      cpu,
      ...(libc ? { libc } : {}),
      optional: true,
    });
  });
});

test('takes os, cpu, libc and the tarball from the registry where it serves them', () => {
  const lock = readLock();
  const { dev } = lock.packages['node_modules/@esbuild/win32-x64']!;
  delete lock.packages['node_modules/@esbuild/win32-x64'];
  const manifest = {
    os: ['win32'],
    cpu: ['x64'],
    dist: { tarball: 'https://example.test/x.tgz', integrity: 'sha512-x' },
  };
  expect(addMissing(lock, () => manifest)).toEqual(['node_modules/@esbuild/win32-x64']);
  expect(lock.packages['node_modules/@esbuild/win32-x64']).toEqual({
    version: '0.28.2',
    resolved: 'https://example.test/x.tgz',
    integrity: 'sha512-x',
    os: ['win32'],
    cpu: ['x64'],
    dev,
    optional: true,
  });
});

test('nests the entry under its parent when another version holds the top level', () => {
  const lock: Lock = {
    packages: {
      '': { dependencies: { tool: '1.0.0' } },
      'node_modules/tool': {
        version: '1.0.0',
        optionalDependencies: { 'tool-linux-x64-gnu': '1.0.0' },
      },
      'node_modules/other': {
        version: '2.0.0',
        optionalDependencies: { 'tool-linux-x64-gnu': '2.0.0' },
      },
      'node_modules/tool-linux-x64-gnu': { version: '1.0.0', optional: true },
    },
  };
  expect(missingOptional(lock)).toEqual([]);
  delete lock.packages['node_modules/tool-linux-x64-gnu'];
  expect(addMissing(lock, notServed)).toEqual([
    'node_modules/tool-linux-x64-gnu',
    'node_modules/other/node_modules/tool-linux-x64-gnu',
  ]);
  expect(Object.keys(lock.packages)[0]).toBe('');
});

test.each([
  ['@img/sharp-libvips-linuxmusl-x64', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
  ['@parcel/watcher-linux-arm64-glibc', { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] }],
  ['@esbuild/win32-ia32', { os: ['win32'], cpu: ['ia32'] }],
  ['@unrs/resolver-binding-openharmony-arm64', { os: ['openharmony'], cpu: ['arm64'] }],
])('reads the platform of %s from its name', (name, platform) => {
  expect(platformOf(name)).toEqual(platform);
});

test('pins a range to its lowest version when the registry does not answer, and refuses what it cannot pin', () => {
  const lock: Lock = { packages: { '': { optionalDependencies: { fsevents: '~2.3.3' } } } };
  expect(addMissing(lock, notServed)).toEqual(['node_modules/fsevents']);
  expect(lock.packages['node_modules/fsevents']).toMatchObject({
    version: '2.3.3',
    optional: true,
  });
  const open: Lock = { packages: { '': { optionalDependencies: { fsevents: '*' } } } };
  expect(() => addMissing(open, notServed)).toThrow('no version to pin');
});
