import { spawn, type ChildProcess } from 'node:child_process';
import { request as http } from 'node:http';
import { expect, test } from './fixtures';

// lib/workarounds/unsupported-requests.ts answers these requests with 405 because Next.js 16.4.6
// answers them with 500 before any page, route handler or middleware runs.
const unsupported: [method: string, target: string][] = [
  ['TRACE', '/'],
  ['TRACE', '/kontakt/senden'],
  ['OPTIONS', '*'],
  ['OPTIONS', '/bilder/grand-canyon.jpg'],
];

/** The status of a raw request (`OPTIONS *` cannot be sent with fetch). */
const statusOf = (port: number, method: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    http({ host: '127.0.0.1', port, method, path }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      .on('error', reject)
      .end();
  });

test('requests Next.js cannot handle are answered 405', async ({ baseURL }) => {
  const port = Number(new URL(baseURL!).port);
  for (const [method, path] of unsupported) {
    expect([method, path, await statusOf(port, method, path)]).toEqual([method, path, 405]);
  }
});

test.describe('canary: without the workaround', () => {
  let server: ChildProcess;
  const port = 3190;

  test.beforeAll(async () => {
    server = spawn('./node_modules/.bin/next', ['start', '-p', String(port), '-H', '127.0.0.1'], {
      env: { ...process.env, NEXT_WORKAROUNDS: 'off', DATA_DIR: '.cache/e2e-data-canary' },
      stdio: 'ignore',
    });
    await expect
      .poll(() => statusOf(port, 'GET', '/impressum').catch(() => 0), { timeout: 30_000 })
      .toBe(200);
  });
  test.afterAll(() => {
    server.kill();
  });

  test('Next.js still answers them with 500 (when this fails, remove the workaround)', async () => {
    for (const [method, path] of unsupported) {
      expect([method, path, await statusOf(port, method, path)]).toEqual([method, path, 500]);
    }
  });
});
