import { expect, test } from './fixtures';
import { loginFrom, withDirectServer } from './backend-server';
import { contactInput, newClientAddress, unique } from './contact.helpers';
import { e2eAdminPassword } from './settings';

// A server reached directly, without a proxy (no TRUSTED_PROXY_HOPS): no header may be believed,
// so a client that changes X-Forwarded-For gains nothing, and one that sends the owner's address
// does not lock the owner out; the login counts by the connection's address, the contact form
// cannot tell its clients apart (docs/security.md#client-addresses).
const { origin } = withDirectServer(60, 'direct', { env: () => ({ CONTACT_RATE_LIMIT: '1' }) });

test('a stranger who sends the owner’s address does not lock the owner out', async () => {
  // The login counts by the connection's address: the stranger's is 127.0.0.2, whatever it sends.
  const statuses = [];
  for (let n = 0; n < 6; n++) {
    const answer = await loginFrom(origin, {
      password: `falsch-${n}`,
      localAddress: '127.0.0.2',
      forwardedFor: '127.0.0.1',
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  const owner = await loginFrom(origin, { password: e2eAdminPassword, localAddress: '127.0.0.1' });
  expect(owner.status).toBe(200);
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

test('guessing with an ever new X-Forwarded-For meets the connection’s own limit', async () => {
  const statuses = [];
  for (let n = 0; n < 6; n++) {
    const answer = await loginFrom(origin, {
      password: `geraten-${n}`,
      localAddress: '127.0.0.3',
      forwardedFor: newClientAddress(),
    });
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});
