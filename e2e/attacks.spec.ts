import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { backendActionId, postLogin } from './backend-server';
import { contactInput, newClientAddress, unique } from './contact.helpers';
import { rawRequest, setCookiesOf } from './raw-request';
import { e2eAdminPassword } from './settings';

// What an attacker tried against the contact form and the owner's area
// (docs/security.md#the-contact-forms-defences, docs/security.md#the-backends-protections), as
// plain HTTP requests to the test server (which stands in for one proxy, see playwright.config.ts).

const cookieMessage = 'Ihr Browser hat unser Cookie „spamshield“ nicht mitgeschickt.';

/** Posts the contact form as a script would: exactly the headers given, no cookie jar. */
async function post(
  playwright: { request: { newContext: () => Promise<APIRequestContext> } },
  form: Record<string, string>,
  headers: Record<string, string>,
) {
  const client = await playwright.request.newContext();
  const response = await client.post('/kontakt/senden', {
    form,
    headers: { 'x-forwarded-for': newClientAddress(), ...headers },
    maxRedirects: 0,
  });
  const result = { status: response.status(), body: await response.text() };
  await client.dispose();
  return result;
}

const validForm = () => ({ ...contactInput(unique('Angreifer')), consent: 'ja' });

test('only exactly the cookie pair spamshield=true passes the form’s check', async ({
  playwright,
}) => {
  for (const cookie of [
    'spamshield',
    'spamshield=%74rue',
    'spamshield=false; spamshield=true',
    'spamshield="true"',
  ]) {
    const refused = await post(playwright, validForm(), { cookie });
    expect(refused.status, cookie).toBe(403);
    expect(refused.body).toContain(cookieMessage);
  }
  expect((await post(playwright, validForm(), { cookie: 'a=1; spamshield=true' })).status).toBe(
    303,
  );
});

test('an e-mail address with mailto parameters is refused with the German message', async ({
  playwright,
}) => {
  const form = { ...validForm(), email: 'a?subject=x&cc=evil@example.org' };
  const refused = await post(playwright, form, { cookie: 'spamshield=true' });
  expect(refused.status).toBe(422);
  expect(refused.body).toContain('Bitte geben Sie eine gültige E-Mail-Adresse an');
});

test('invisible formatting characters in name and subject are refused with a German message', async ({
  playwright,
}) => {
  for (const field of ['name', 'subject'] as const) {
    const form = { ...validForm(), [field]: 'Rechnung\u202Efdp.exe' };
    const refused = await post(playwright, form, { cookie: 'spamshield=true' });
    expect(refused.status, field).toBe(422);
    expect(refused.body).toContain('unsichtbare Steuer- oder Formatierungszeichen');
  }
  const zeroWidth = { ...validForm(), name: 'Anna\u200BBerg' };
  expect((await post(playwright, zeroWidth, { cookie: 'spamshield=true' })).status).toBe(422);
});

test('bodies that are not form posts get 415, also when they carry the form’s fields', async ({
  request,
}) => {
  const fields = validForm();
  const bodies = [
    ['application/json', JSON.stringify(fields)],
    ['text/plain;charset=UTF-8', new URLSearchParams(fields).toString()],
    ['text/plain', new URLSearchParams(fields).toString()],
  ];
  for (const [type, data] of bodies) {
    const response = await request.post('/kontakt/senden', {
      headers: {
        cookie: 'spamshield=true',
        'content-type': type!,
        'x-forwarded-for': newClientAddress(),
      },
      data,
      maxRedirects: 0,
    });
    expect(response.status(), type).toBe(415);
    expect(await response.text()).toContain('Das Formular nimmt nur Formulardaten an');
  }
});

test('after logging out, a copy of the session cookie no longer opens the owner’s area', async ({
  playwright,
  baseURL,
}) => {
  // Payload takes the session cookie only from the site itself: as a browser marks a request of
  // the same origin (Sec-Fetch-Site), which a script elsewhere cannot fake.
  const sameOrigin = { 'sec-fetch-site': 'same-origin' };
  const owner = await playwright.request.newContext({
    extraHTTPHeaders: { ...sameOrigin, 'x-forwarded-for': newClientAddress() },
  });
  expect(await postLogin(owner, baseURL!, e2eAdminPassword)).toBe(200);
  const { cookies } = await owner.storageState();
  const token = cookies.find((cookie) => cookie.name === 'payload-token')!;
  const exportWith = async (headers: Record<string, string>) => {
    const copy = await playwright.request.newContext();
    const response = await copy.get('/api/messages/export', {
      headers: { cookie: `payload-token=${token.value}`, ...headers },
    });
    await copy.dispose();
    return response.status();
  };
  expect(await exportWith(sameOrigin)).toBe(200);
  // The same cookie from another site, or from a client that does not say where it comes from.
  expect(await exportWith({ 'sec-fetch-site': 'cross-site' })).toBe(401);
  expect(await exportWith({})).toBe(401);
  expect((await owner.post('/api/users/logout')).status()).toBe(200);
  expect(await exportWith(sameOrigin)).toBe(401);
  await owner.dispose();
});

test('behind the proxy, an address a stranger writes into X-Forwarded-For locks nobody out', async ({
  request,
  baseURL,
}) => {
  const owner = newClientAddress();
  const stranger = newClientAddress();
  // nginx appends the stranger's real address to whatever the stranger sent: the owner's address
  // or a new one each time.
  for (let n = 0; n < 6; n++) {
    const sent = n % 2 === 0 ? owner : newClientAddress();
    const status = await postLogin(request, baseURL!, `falsch-${n}`, `${sent}, ${stranger}`);
    expect(status).toBe(n < 5 ? 401 : 429);
  }
  expect(await postLogin(request, baseURL!, e2eAdminPassword, owner)).toBe(200);
});

test.describe('a prefetch header does not carry a request past the guard (middleware.ts)', () => {
  const prefetch = { rsc: '1', 'next-router-prefetch': '1' };
  let action: string;
  test.beforeAll(async ({ baseURL }) => {
    action = await backendActionId(baseURL!);
  });

  const cases: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
    ['a foreign origin', { headers: { origin: 'https://evil.example' }, body: '["x"]' }],
    ['Origin: null', { headers: { origin: 'null' }, body: '["x"]' }],
    ['a body over 1 MB', { body: 'x'.repeat(2 * 1024 * 1024) }],
    ['a body of no form type', { body: '{{{' }],
    [
      'a chunked body of no form type',
      { headers: { 'transfer-encoding': 'chunked' }, body: '{{{' },
    ],
    [
      'a malformed multipart body',
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: 'junk' },
    ],
    ['DELETE without a body', { method: 'DELETE' }],
  ];
  for (const [what, { method = 'POST', headers = {}, body }] of cases) {
    test(`an action post with ${what} gets the same refusal as without it, stamped`, async ({
      baseURL,
    }) => {
      const send = (extra: Record<string, string>) =>
        rawRequest(baseURL!, {
          method,
          target: method === 'DELETE' ? '/verwaltung' : '/verwaltung/login',
          headers: {
            'x-forwarded-for': newClientAddress(),
            ...(method === 'POST' && { 'next-action': action }),
            ...headers,
            ...extra,
          },
          body,
        });
      const plain = await send({});
      expect(plain.status).toBeGreaterThanOrEqual(400);
      expect(plain.status).toBeLessThan(500);
      const prefetched = await send(prefetch);
      expect(prefetched.status).toBe(plain.status);
      expect(prefetched.body).toBe(plain.body);
      expect(setCookiesOf(prefetched)).toEqual(['spamshield=true']);
    });
  }
});
