/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { GET } from './route';

const env = process.env;
afterEach(() => {
  process.env = env;
});

const get = (cookie?: string) =>
  GET(
    new NextRequest('http://localhost/verwaltung/nachrichten/export', {
      headers: cookie ? { cookie } : {},
    }),
  );

test('without ADMIN_PASSWORD the owner’s area does not exist: 404', async () => {
  process.env = { ...env, ADMIN_PASSWORD: '' };
  expect((await get(`verwaltung_sitzung=${'a'.repeat(43)}`)).status).toBe(404);
});

test('with a password but without a valid session: to the login', async () => {
  process.env = { ...env, ADMIN_PASSWORD: 'geheim' };
  for (const response of [await get(), await get('verwaltung_sitzung=123.falsch')]) {
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/verwaltung/nachrichten/anmelden');
  }
});
