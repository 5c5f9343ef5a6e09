/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// payload-types.ts is generated from the configuration (`npm run cms -- types`); a collection or
// global changed without generating it again fails here. Payload ships ES modules only: the check
// runs in a process of its own (scripts/cms.ts), on a database folder of its own.
test('payload-types.ts is what the backend’s configuration generates', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'payload-types-data-'));
  try {
    await expect(
      promisify(execFile)('npm', ['run', '--silent', 'cms', '--', 'check-types'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SESSION_SECRET: 'types' },
      }),
    ).resolves.toBeDefined();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
