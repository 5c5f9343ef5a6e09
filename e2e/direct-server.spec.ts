import { expect, test } from './fixtures';
import { postLogin } from './backend-server';
import { contactInput, newClientAddress, unique } from './contact.helpers';
import { e2eAdminEmail, e2eAdminPassword } from './settings';
import { startNext, type Server } from '../scripts/server';
import { freshDataDir } from './server-folders';

// A server reached directly, without a proxy (no TRUSTED_PROXY_HOPS): no header may be believed,
// so a client that changes X-Forwarded-For gains nothing, and one that sends the owner's address
// does not lock the owner out (docs/security.md#client-addresses).
const port = Number(process.env.E2E_PORT ?? 3100) + 60;
const origin = `http://127.0.0.1:${port}`;
const dataDir = `.cache/e2e-data-direct-${port}`;
let server: Server;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  freshDataDir(dataDir);
  server = await startNext(port, {
    env: {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: e2eAdminEmail,
      ADMIN_PASSWORD: e2eAdminPassword,
      CONTACT_RATE_LIMIT: '1',
    },
  });
});

test.afterAll(() => server.stop());

test('a stranger who sends the owner’s address does not lock the owner out', async ({
  request,
}) => {
  // Without the header, Next.js fills X-Forwarded-For with the socket address: 127.0.0.1 here.
  for (let n = 0; n < 6; n++) {
    expect(await postLogin(request, origin, `falsch-${n}`, '127.0.0.1')).toBe(401);
  }
  expect(await postLogin(request, origin, e2eAdminPassword)).toBe(200);
});

test('changing X-Forwarded-For does not lift the contact form’s limit', async ({ request }) => {
  // CONTACT_RATE_LIMIT=1: clients that cannot be told apart share ten messages per window.
  const statuses = [];
  for (let n = 0; n < 11; n++) {
    const response = await request.post(`${origin}/kontakt/senden`, {
      form: { ...contactInput(unique(`Rotierend ${n}`)), consent: 'ja' },
      headers: { cookie: 'spamshield=true', 'x-forwarded-for': newClientAddress() },
      maxRedirects: 0,
    });
    statuses.push(response.status());
    if (response.status() === 429) {
      expect(await response.text()).toContain('zu viele Nachrichten');
    }
  }
  expect(statuses).toEqual([...Array<number>(10).fill(303), 429]);
});

test('guessing with an ever new X-Forwarded-For meets the ceiling: 100 attempts an hour', async ({
  request,
}) => {
  test.setTimeout(180_000);
  // The first test made 7 attempts; the ceiling counts every attempt from everyone.
  const answers = [];
  for (let n = 0; n < 93; n++) {
    answers.push(await postLogin(request, origin, `geraten-${n}`, newClientAddress()));
  }
  expect(answers.filter((status) => status !== 401)).toEqual([]);
  expect(await postLogin(request, origin, 'noch-einer', newClientAddress())).toBe(429);
  expect(await postLogin(request, origin, e2eAdminPassword, newClientAddress())).toBe(429);
});
