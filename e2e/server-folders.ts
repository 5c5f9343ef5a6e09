import { cpSync, rmSync } from 'node:fs';
import { seededDataDir } from './settings';

/** What a copy of the build leaves out: the standalone server and the caches. */
const notCopied = ['.next/standalone', '.next/cache'];

/**
 * A build folder of its own for a test server (NEXT_DIST_DIR): a copy of the build without the
 * standalone server and the caches. Servers of one build share its cache of
 * rendered pages, which a publish in the backend changes.
 */
export function copyBuild(distDir: string) {
  removeBuild(distDir);
  cpSync('.next', distDir, {
    recursive: true,
    filter: (path) => !notCopied.some((dir) => path === dir || path.startsWith(`${dir}/`)),
  });
  return distDir;
}

/**
 * Removes a build folder; retried while a server that was just stopped may still write into it
 * (ENOTEMPTY, seen on a busy machine).
 */
export function removeBuild(distDir: string) {
  rmSync(distDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
}

/** A DATA_DIR of its own for a test server: a fresh copy of the database the build was made from. */
export function freshDataDir(dataDir: string) {
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  cpSync(seededDataDir, dataDir, { recursive: true });
  return dataDir;
}
