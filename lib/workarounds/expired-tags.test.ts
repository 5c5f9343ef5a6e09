/**
 * @jest-environment node
 */
import type * as ExpiredTagsModule from './expired-tags.mjs';

/** The module as a new server process loads it: nothing in memory from an earlier one. */
const freshProcess = () => {
  let loaded: typeof ExpiredTagsModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<typeof ExpiredTagsModule>('./expired-tags.mjs');
  });
  return loaded!;
};

const folder = '/build/.next/server';
const file = `${folder}/../cache/expired-tags.json`;

/** A build folder's files, shared by the processes started from it. */
function buildFolder(files: Record<string, string> = {}) {
  return {
    files,
    readFile: async (path: string) => files[path] ?? Promise.reject(new Error(`ENOENT ${path}`)),
    writeFile: async (path: string, data: string) => {
      files[path] = data;
    },
    mkdir: async () => undefined,
  };
}

const page = (lastModified: number, tags = '_N_T_/layout,_N_T_/galerie/new-york-city') => ({
  lastModified,
  value: { kind: 'APP_PAGE', headers: { 'x-next-cache-tags': tags } },
});
const log = { warn: jest.fn(), error: jest.fn() };

afterEach(() => {
  jest.useRealTimers();
  delete process.env.NEXT_WORKAROUNDS;
});

test('a publish before a restart makes the pages cached before it outdated after it', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const fs = buildFolder();
  const first = freshProcess().expiredTags(fs, folder, log);
  await first.record('_N_T_/layout');
  expect(JSON.parse(fs.files[file]!)).toEqual({ '_N_T_/layout': 1_000_000 });
  // The process that published leaves its pages to Next's own marks.
  expect(await first.outdated(page(999_000))).toBe(false);

  jest.setSystemTime(2_000_000);
  const second = freshProcess().expiredTags(fs, folder, log);
  expect(await second.outdated(page(999_000))).toBe(true);
  // Rendered after the publish, or tagged otherwise: as cached.
  expect(await second.outdated(page(1_000_001))).toBe(false);
  expect(await second.outdated(page(999_000, '_N_T_/impressum'))).toBe(false);
  // Entries without tags (redirects, data) are left alone.
  expect(await second.outdated({ lastModified: 1, value: { kind: 'REDIRECT' } })).toBe(false);
  expect(await second.outdated(null)).toBe(false);
});

test('an expiry in the future counts from when it is due', async () => {
  jest.useFakeTimers({ now: 1_000_000 });
  const fs = buildFolder();
  await freshProcess().expiredTags(fs, folder, log).record(['content'], { expire: 60 });
  jest.setSystemTime(1_030_000);
  expect(await freshProcess().expiredTags(fs, folder, log).outdated(page(999_000, 'content'))).toBe(
    false,
  );
  jest.setSystemTime(1_060_000);
  expect(await freshProcess().expiredTags(fs, folder, log).outdated(page(999_000, 'content'))).toBe(
    true,
  );
});

test('the file keeps every tag recorded, of every process', async () => {
  jest.useFakeTimers({ now: 1_000 });
  const fs = buildFolder();
  await freshProcess().expiredTags(fs, folder, log).record('a');
  jest.setSystemTime(2_000);
  const second = freshProcess().expiredTags(fs, folder, log);
  await Promise.all([second.record('b'), second.record(['c', 'a'])]);
  expect(JSON.parse(fs.files[file]!)).toEqual({ a: 2_000, b: 2_000, c: 2_000 });
});

test('a file that does not read as written: every page cached before the start is outdated', async () => {
  jest.useFakeTimers({ now: 5_000 });
  const fs = buildFolder({ [file]: '{"_N_T_/lay' });
  const expired = freshProcess().expiredTags(fs, folder, log);
  expect(await expired.outdated(page(4_999, 'anything'))).toBe(true);
  expect(await expired.outdated(page(5_000, 'anything'))).toBe(false);
  expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(file));
});

test('NEXT_WORKAROUNDS=off: nothing recorded, nothing outdated (the canary’s server)', async () => {
  process.env.NEXT_WORKAROUNDS = 'off';
  const earlier = JSON.stringify({ '_N_T_/layout': 1_000 });
  const fs = buildFolder({ [file]: earlier });
  const expired = freshProcess().expiredTags(fs, folder, log);
  await expired.record('x');
  expect(fs.files[file]).toBe(earlier);
  expect(await expired.outdated(page(1))).toBe(false);
});
