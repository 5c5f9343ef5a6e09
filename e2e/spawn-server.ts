import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { noKeyDistDir, seededDataDir } from './settings';

/** What a copy of the build leaves out: the standalone server, the caches and the second build. */
const notCopied = ['.next/standalone', '.next/cache', noKeyDistDir];

/**
 * A build folder of its own for a test server (NEXT_DIST_DIR): a copy of the build without the
 * standalone server, the caches and the second build. Servers of one build share its cache of
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

/**
 * Starts a server of this build for the tests of one file and resolves, once it answers `origin`
 * (within a minute: a busy CI machine starts it slowly), to a function that stops it (with the
 * processes it started).
 */
export async function spawnServer(
  command: string,
  args: string[],
  origin: string,
  env: Record<string, string>,
  /** Where the server's output goes (a file opened for appending); nowhere without it. */
  log?: number,
) {
  // Another test file's server on the same port would answer in this one's place.
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} is already taken: give this server another port`);
  const server = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: log === undefined ? 'ignore' : ['ignore', log, log],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid);
    } catch {
      // Already gone.
    }
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    const ready = await fetch(origin).then(
      (r) => r.ok,
      () => false,
    );
    if (ready && server.exitCode === null) return stop;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`the server did not answer on ${origin}`);
}
