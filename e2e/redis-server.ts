import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createClient } from '@redis/client';

/**
 * A throw-away Redis server (Debian's redis-server, which scripts/ensure-redis.sh installs) on
 * 127.0.0.1:`port`, in memory only, which a test can stop and start again on the same port.
 */
export function redisServer(port: number) {
  const url = `redis://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  const connect = () => createClient({ url }).connect();
  const query = async <T>(ask: (client: Awaited<ReturnType<typeof connect>>) => Promise<T>) => {
    const client = await connect();
    try {
      return await ask(client);
    } finally {
      client.destroy();
    }
  };
  return {
    url,
    /** Starts it and resolves once it answers. */
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      for (let tries = 0; ; tries++) {
        try {
          await query((client) => client.ping());
          return;
        } catch (error) {
          if (tries === 50 || server.exitCode !== null) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    },
    /** Stops it (its content is lost, as after a crash without persistence). */
    async stop() {
      if (!server || server.exitCode !== null) return;
      server.kill('SIGTERM');
      await once(server, 'exit');
    },
    /** How many keys it holds and how much memory they take (INFO's used_memory, bytes). */
    size: () =>
      query(async (client) => ({
        keys: await client.dbSize(),
        bytes: Number(/used_memory:(\d+)/.exec(await client.info('memory'))![1]),
      })),
  };
}
