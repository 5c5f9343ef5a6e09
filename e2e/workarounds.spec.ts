import { readFileSync, writeFileSync } from 'node:fs';
import { request as http } from 'node:http';
import { undecodablePathRewrites } from '../lib/workarounds/undecodable-paths.mjs';
import { expect, test } from './fixtures';
import { backendActionId, logInAtOnce } from './backend-server';
import { startNext, type Server } from '../scripts/server';
import { rawRequest } from './raw-request';
import { settled } from './settled';
import { e2eAdminEmail, e2eAdminPassword } from './settings';
import { copyBuild, freshDataDir, removeBuild } from './server-folders';

// Each module in lib/workarounds/ turns a 500 of Next.js 16.4.6 into the right 4xx. The tests below
// check the fix on the e2e server, and the canaries check that Next.js without the workarounds
// still answers 500: when a canary fails, Next.js has fixed the bug and its workaround can go.
// The same for patches/payload+3.90.1.patch: logins at once keep their sessions
// (payloadcms/payload#18132).

/** Requests Next.js fails before any code of the site runs (lib/workarounds/unsupported-requests.ts). */
const unsupported: [method: string, target: string][] = [
  ['TRACE', '/'],
  ['TRACE', '/kontakt/senden'],
  ['OPTIONS', '*'],
  ['OPTIONS', '/bilder/grand-canyon.jpg'],
  ['CONNECT', '/'],
  // Writes to the files of public/ (vercel/next.js#92141).
  ['POST', '/favicon.ico'],
  ['POST', '/icon.svg'],
  ['DELETE', '/bilder/grand-canyon.jpg'],
];
/** lib/workarounds/undecodable-paths.mjs */
const undecodable = '/galerie/%E0%A4%A';
/** lib/workarounds/absolute-form-targets.ts */
const absoluteForm = 'http://evil.example/galerie';

/** The status of a raw request (`OPTIONS *` and malformed escapes cannot be sent with fetch). */
const statusOf = (port: number, method: string, path: string) =>
  new Promise<number>((resolve, reject) => {
    http({ host: '127.0.0.1', port, method, path }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    })
      // An answer to CONNECT comes as a `connect` event.
      .on('connect', (response, socket) => {
        socket.destroy();
        resolve(response.statusCode!);
      })
      .on('error', reject)
      .end();
  });

const portOf = (url: string) => Number(new URL(url).port);

/** lib/workarounds/router-state-header.ts: router state headers that do not parse. */
const malformedStates = ['x', '%5B', encodeURIComponent('{"a":1}')];

/** An RSC request for a page rendered per request, after Next.js's 307 that adds `_rsc`. */
async function rscAnswer(origin: string, state: string, prefetch: boolean) {
  const headers = {
    rsc: '1',
    'next-router-state-tree': state,
    ...(prefetch && { 'next-router-prefetch': '1' }),
  };
  let target = '/verwaltung/login';
  for (let hop = 0; hop < 3; hop++) {
    const answer = await rawRequest(origin, { target, headers });
    if (answer.status !== 307) return answer;
    target = String(answer.headers.location);
  }
  throw new Error(`${target}: a redirect loop`);
}

/** lib/workarounds/action-bodies.ts: bodies of the backend's server action that do not decode. */
const malformedActionBodies = [
  { type: 'text/plain;charset=UTF-8', body: '{{{' },
  {
    type: 'multipart/form-data; boundary=grenze',
    body: '--grenze\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$1:aa:aa"]\r\n--grenze--\r\n',
  },
];

async function postMalformedActions(origin: string) {
  const action = await backendActionId(origin);
  const answers = [];
  for (const { type, body } of malformedActionBodies) {
    const headers = { 'next-action': action, 'content-type': type, 'x-forwarded-for': '10.9.9.9' };
    const answer = await rawRequest(origin, {
      method: 'POST',
      target: '/verwaltung/login',
      headers,
      body,
    });
    answers.push({ type, status: answer.status, body: answer.body });
  }
  return answers;
}

test('the owner logging in on three devices at once stays logged in on each', async ({
  baseURL,
}) => {
  expect(await logInAtOnce(baseURL!, 3)).toEqual([e2eAdminEmail, e2eAdminEmail, e2eAdminEmail]);
});

test('malformed router state and action bodies get 400 without a stack, also as prefetches', async ({
  baseURL,
}) => {
  for (const state of malformedStates) {
    for (const prefetch of [false, true]) {
      const answer = await rscAnswer(baseURL!, state, prefetch);
      expect([state, prefetch, answer.status, answer.body]).toEqual([
        state,
        prefetch,
        400,
        'Ungültige Anfrage.',
      ]);
    }
  }
  for (const { type, status, body } of await postMalformedActions(baseURL!)) {
    expect([type, status, body]).toEqual([type, 400, 'Ungültige Formulardaten.']);
  }
});

test('the workarounds answer 405 or 404 where Next.js would answer 500', async ({ baseURL }) => {
  const port = portOf(baseURL!);
  for (const [method, path] of unsupported) {
    expect([method, path, await statusOf(port, method, path)]).toEqual([method, path, 405]);
  }
  expect(await statusOf(port, 'GET', undecodable)).toBe(404);
  const absolute = await rawRequest(baseURL!, { target: absoluteForm });
  expect([absolute.status, absolute.headers.location]).toEqual([200, undefined]);
  // A file of public/ takes GET and HEAD, also when the request line names a host.
  for (const [method, target] of [
    ['OPTIONS', '/favicon.ico'],
    ['POST', 'http://evil.example/favicon.ico'],
  ] as const) {
    const answer = await rawRequest(baseURL!, { method, target });
    expect([target, answer.status, answer.headers.allow]).toEqual([target, 405, 'GET, HEAD']);
  }
});

test.describe('a navigation that inserts an empty <style> (empty-inline-style.mjs)', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('is allowed by the policy; canary: Next.js still inserts it', async ({ page }) => {
    await page.goto('/galerie/gibt-es-nicht');
    await settled(page);
    await page.getByRole('link', { name: 'Zur Suche', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suche');
    // The fix: no console error (the fixture). The canary: when this fails, the workaround can go.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('style[data-precedence]')].filter(
              (style) => style.textContent === '',
            ).length,
        ),
      )
      .toBeGreaterThan(0);
  });
});

test.describe('canary: the same build without the workarounds', () => {
  // One server for the group: its tests must run in one worker.
  test.describe.configure({ mode: 'serial' });
  let server: Server;
  const port = Number(process.env.E2E_PORT ?? 3100) + 90;
  const origin = `http://127.0.0.1:${port}`;
  const distDir = '.cache/e2e-canary-next';

  test.beforeAll(async () => {
    // A copy of the build whose routes manifest lacks the workarounds' rewrites.
    copyBuild(distDir);
    const manifestPath = `${distDir}/routes-manifest.json`;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const workaround = new Set(undecodablePathRewrites.map((rule) => rule.source));
    for (const phase of ['beforeFiles', 'fallback']) {
      manifest.rewrites[phase] = manifest.rewrites[phase].filter(
        (rule: { source: string }) => !workaround.has(rule.source),
      );
    }
    writeFileSync(manifestPath, JSON.stringify(manifest));
    server = await startNext(port, {
      env: {
        NEXT_WORKAROUNDS: 'off',
        NEXT_DIST_DIR: distDir,
        DATA_DIR: freshDataDir('.cache/e2e-data-canary'),
        ADMIN_EMAIL: e2eAdminEmail,
        ADMIN_PASSWORD: e2eAdminPassword,
      },
    });
  });
  test.afterAll(async () => {
    await server.stop();
    removeBuild(distDir);
  });

  test('Next.js still answers TRACE, OPTIONS and writes to files with 500, CONNECT not at all (unsupported-requests.ts)', async () => {
    for (const [method, path] of unsupported) {
      const status = await statusOf(port, method, path).catch((error: Error) => error.message);
      const expected = method === 'CONNECT' ? 'socket hang up' : 500;
      expect([method, path, status]).toEqual([method, path, expected]);
    }
  });

  test('Next.js still answers a malformed router state header with 500 (router-state-header.ts)', async () => {
    for (const state of malformedStates) {
      expect([state, (await rscAnswer(origin, state, false)).status]).toEqual([state, 500]);
    }
  });

  test('Next.js still answers malformed action bodies with 500 (action-bodies.ts)', async () => {
    for (const { type, status } of await postMalformedActions(origin)) {
      expect([type, status]).toEqual([type, 500]);
    }
  });

  test('Next.js still answers an undecodable address with 500 (undecodable-paths.mjs)', async () => {
    expect(await statusOf(port, 'GET', undecodable)).toBe(500);
  });

  test('Next.js still redirects an absolute-form request to the host it names (absolute-form-targets.ts)', async () => {
    const answer = await rawRequest(origin, { target: absoluteForm });
    expect([answer.status, answer.headers.location]).toEqual([308, absoluteForm]);
  });

  test('Payload still answers a save with invalid fields without naming them (payload-field-errors.ts)', async ({
    request,
  }) => {
    const login = await request.post(`${origin}/api/users/login`, {
      headers: { origin },
      data: { email: e2eAdminEmail, password: e2eAdminPassword },
    });
    const { token } = await login.json();
    const saved = await request.patch(`${origin}/api/places/1`, {
      headers: { authorization: `JWT ${token}` },
      data: { title: '' },
    });
    expect(saved.status()).toBe(400);
    expect(await saved.json()).toEqual({
      errors: [{ message: 'Das folgende Feld ist nicht korrekt: Titel' }],
    });
  });

  test('Payload still drops a session when the owner logs in on three devices at once (patches/payload+3.90.1.patch)', async () => {
    expect(await logInAtOnce(origin, 3)).toContain(null);
  });
});
