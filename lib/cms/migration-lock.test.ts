/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oneAfterTheOther, raceUnder } from '@/test/lock-race';
import { folderLock } from './migration-lock';

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
      /The migrations are locked/,
    );
  });

  test('the folder goes also when the migration fails', async () => {
    const path = join(dir, 'lock');
    await expect(
      folderLock(path)(async () => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
    expect(existsSync(path)).toBe(false);
  });
});
