// Starts and stops a server of this project for the e2e tests and the measuring scripts: `next
// start`, the standalone server, or any other command, bound to 127.0.0.1 in a process group of
// its own, so that stopping it also ends the processes it started.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type Server = { name: string; origin: string; pid: number; stop: () => Promise<void> };

export type ServerOptions = {
  /** Added to this process's environment. */
  env?: Record<string, string | undefined>;
  /**
   * Where the server's output goes: a file descriptor (opened for appending) for both streams, or
   * 'stderr' for its errors on this process's stderr; nowhere without it.
   */
  output?: number | 'stderr';
  /** What the messages call it; the command without it. */
  name?: string;
};

/** The status of a GET of `origin` (redirects not followed), 0 when nothing answers. */
const statusOf = (origin: string) =>
  fetch(origin, { redirect: 'manual' }).then(
    (response) => response.status,
    () => 0,
  );

/** Whether a server answers at `origin`. */
export const isAnswering = async (origin: string) => (await statusOf(origin)) > 0;

const running = new Set<Server>();

/** On Ctrl-C or SIGTERM, stops the servers this process started, then exits (for scripts). */
export function stopServersOnInterrupt() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void Promise.all([...running].map((server) => server.stop())).then(() => process.exit(130));
    });
  }
}

/**
 * Runs `command` for a server on 127.0.0.1:`port` and resolves, once it answers with a page or a
 * redirect (within a minute: a busy CI machine starts it slowly), to the server. Rejects when
 * another server answers on the port already (it would be tested or measured in this one's place).
 */
export async function startServer(
  command: string,
  args: string[],
  port: number,
  { env = {}, output, name = command }: ServerOptions = {},
): Promise<Server> {
  const origin = `http://127.0.0.1:${port}`;
  if (await isAnswering(origin)) {
    throw new Error(`${origin} is already taken: give ${name} another port`);
  }
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio:
      output === undefined
        ? 'ignore'
        : output === 'stderr'
          ? ['ignore', 'ignore', 'inherit']
          : ['ignore', output, output],
    detached: true,
  });
  // A command that cannot be run (missing, not executable) emits 'error' and no 'exit'.
  let spawnError: Error | undefined;
  const exit = new Promise<void>((done) => {
    child.once('exit', () => done());
    child.once('error', (error) => {
      spawnError = error;
      done();
    });
  });
  const ended = () =>
    spawnError !== undefined || child.exitCode !== null || child.signalCode !== null;
  const signal = (kind: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, kind);
    } catch {
      // Already gone.
    }
  };
  const server: Server = {
    name,
    origin,
    pid: child.pid!,
    stop: async () => {
      running.delete(server);
      if (ended()) return;
      signal('SIGTERM');
      const killed = setTimeout(() => signal('SIGKILL'), 10_000);
      await exit;
      clearTimeout(killed);
    },
  };
  running.add(server);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (ended()) break;
    const status = await statusOf(origin);
    if (status >= 200 && status < 400) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = ended();
  await server.stop();
  if (spawnError) throw new Error(`${name} could not be started: ${spawnError.message}`);
  throw new Error(`${name} ${exited ? 'exited' : 'did not answer'} on ${origin}`);
}

/** `next start` of the build (or of the project in `dir`), as the e2e tests run it. */
export function startNext(
  port: number,
  { dir, ...options }: ServerOptions & { dir?: string } = {},
) {
  return startServer(
    resolve(root, 'node_modules/.bin/next'),
    ['start', ...(dir ? [dir] : []), '-p', String(port), '-H', '127.0.0.1'],
    port,
    { name: 'next start', ...options },
  );
}

/** `node server.js` of the standalone output (what `npm start` runs), from `dir`. */
export function startStandalone(
  port: number,
  {
    dir = resolve(root, '.next/standalone'),
    env,
    ...options
  }: ServerOptions & { dir?: string } = {},
) {
  return startServer(process.execPath, [resolve(dir, 'server.js')], port, {
    name: 'standalone',
    env: { PORT: String(port), HOSTNAME: '127.0.0.1', ...env },
    ...options,
  });
}
