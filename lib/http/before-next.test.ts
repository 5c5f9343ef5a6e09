/**
 * @jest-environment node
 */
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeNextJs } from './before-next';

let server: Server;
let origin: string;

beforeAll(async () => {
  // A hook that refuses one address, as the workarounds do; every other request reaches "Next.js".
  beforeNextJs(({ url }, response) => {
    if (!url?.includes('abgelehnt')) return false;
    response.writeHead(405, { 'content-type': 'text/plain; charset=utf-8' }).end('Nein.');
    return true;
  });
  server = createServer((_request, response) => response.end('Seite'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const headersOf = (path: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) =>
    get(`${origin}${path}`, (response) => {
      response.resume();
      resolve(response.headers);
    }).on('error', reject),
  );

test('an answer a hook writes carries the security headers, a policy and, on a page, the cookie', async () => {
  const page = await headersOf('/galerie/abgelehnt');
  expect(page['set-cookie']).toEqual(['spamshield=true']);
  expect(page['content-security-policy']).toMatch(/default-src 'none'/);
  expect(page['x-content-type-options']).toBe('nosniff');
  expect(page['x-frame-options']).toBe('DENY');
  expect(page['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page['permissions-policy']).toContain('camera=()');
  expect(page['content-type']).toBe('text/plain; charset=utf-8');

  const api = await headersOf('/api/abgelehnt');
  expect(api['set-cookie']).toBeUndefined();
  expect(api['x-content-type-options']).toBe('nosniff');
});

test('what the hooks let through is answered as before, without the stamp', async () => {
  const headers = await headersOf('/galerie');
  expect(headers['set-cookie']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
});
