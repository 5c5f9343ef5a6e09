/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { testTargets } from '@/test/database';
import { advisoryLock, folderLock } from './migration-lock';

type Lock = <T>(run: () => Promise<T>) => Promise<T>;

/** Runs a "migration" under each lock at once; resolves to the order their steps happened in. */
async function raceUnder(a: Lock, b: Lock = a) {
  const steps: string[] = [];
  const migration = (name: string) => async () => {
    steps.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    steps.push(`${name} ends`);
  };
  await Promise.all([a(migration('a')), b(migration('b'))]);
  return steps;
}

const oneAfterTheOther = [
  ['a starts', 'a ends', 'b starts', 'b ends'],
  ['b starts', 'b ends', 'a starts', 'a ends'],
];

describe('SQLite: a lock folder beside the database', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'migration-lock-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('two starts migrate one after the other, and the folder is gone after', async () => {
    const path = join(dir, 'kontakt.db.migrations.lock');
    expect(oneAfterTheOther).toContainEqual(await raceUnder(folderLock(path)));
    expect(existsSync(path)).toBe(false);
  });

  test('a folder left by a process that is gone is taken over; one of a living process is not', async () => {
    const path = join(dir, 'lock');
    mkdirSync(path);
    // The pid of a process that has ended.
    writeFileSync(join(path, 'pid'), String(spawnSync('true').pid));
    await expect(folderLock(path, 1000)(async () => 'migrated')).resolves.toBe('migrated');

    mkdirSync(path);
    writeFileSync(join(path, 'pid'), String(process.pid));
    await expect(folderLock(path, 300)(async () => 'migrated')).rejects.toThrow(
      /Die Migrationen sind gesperrt/,
    );
  });

  test('the folder goes also when the migration fails', async () => {
    const path = join(dir, 'lock');
    await expect(
      folderLock(path)(async () => {
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(existsSync(path)).toBe(false);
  });
});

describe('PostgreSQL: an advisory lock', () => {
  test('two instances (pools) on one database migrate one after the other', async () => {
    const postgres = testTargets.find((target) => target.name === 'PostgreSQL')!;
    const database = await postgres.create();
    const pools = [
      new Pool({ connectionString: database.url }),
      new Pool({ connectionString: database.url }),
    ];
    try {
      const [a, b] = pools.map((pool) => advisoryLock(() => pool));
      expect(oneAfterTheOther).toContainEqual(await raceUnder(a!, b));
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
      await database.drop();
    }
  });
});
