/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { contactRequest, hasSpamshield, isFormBody, readBody } from './http';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new NextRequest('http://localhost/kontakt/senden', { method: 'POST', body, headers });

test('reads a body up to the limit and refuses a larger one, also without Content-Length', async () => {
  expect(await readBody(post('a'.repeat(100)), 100)).toBe('a'.repeat(100));
  expect(await readBody(post('a'.repeat(101)), 100)).toBeUndefined();
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(20)));
      controller.close();
    },
  });
  const chunked = new Request('http://localhost/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  expect(chunked.headers.get('content-length')).toBeNull();
  expect(await readBody(chunked, 100)).toBeUndefined();
});

test('a declared Content-Length over the limit is refused without reading', async () => {
  expect(await readBody(post('kurz', { 'content-length': '1000000' }), 100)).toBeUndefined();
});

test('a form body becomes a contact request with the cookie, honeypot and a valid token', () => {
  const body =
    'name=Anna&email=anna%40beispiel.de&subject=&message=Hallo+Welt&consent=ja&website=&token=abcdefghijklmnop1234';
  const headers = new Headers({ cookie: 'spamshield=true' });
  expect(contactRequest(headers, new URLSearchParams(body), 'client-key')).toEqual({
    values: {
      name: 'Anna',
      email: 'anna@beispiel.de',
      subject: '',
      message: 'Hallo Welt',
      consent: true,
    },
    hasSpamshield: true,
    honeypot: '',
    token: 'abcdefghijklmnop1234',
    client: 'client-key',
  });
});

test.each([
  ['no cookie', {}, false],
  ['another value', { cookie: 'spamshield=false' }, false],
  ['the right cookie among others', { cookie: 'a=1; spamshield=true; b=2' }, true],
  ['exactly the pair', { cookie: 'spamshield=true' }, true],
  ['a bare name', { cookie: 'spamshield' }, false],
  ['an encoded value', { cookie: 'spamshield=%74rue' }, false],
  ['a quoted value', { cookie: 'spamshield="true"' }, false],
  ['spaces around the =', { cookie: 'spamshield = true' }, false],
  ['another value first', { cookie: 'spamshield=false; spamshield=true' }, false],
  ['another value last', { cookie: 'spamshield=true; spamshield=false' }, false],
  ['a bare name besides', { cookie: 'spamshield=true; spamshield' }, false],
  ['only a similar name', { cookie: 'spamshield2=true; xspamshield=true' }, false],
])('spamshield: %s', (_, headers, expected) => {
  expect(hasSpamshield(new Headers(headers))).toBe(expected);
  const request = contactRequest(
    new Headers(headers),
    new URLSearchParams('token=kurz'),
    undefined,
  );
  expect(request.hasSpamshield).toBe(expected);
  expect(request.token).toBeUndefined();
});

test.each([
  ['application/x-www-form-urlencoded', true],
  ['application/x-www-form-urlencoded;charset=UTF-8', true],
  ['Application/X-WWW-Form-Urlencoded', true],
  ['application/json', false],
  ['text/plain;charset=UTF-8', false],
  ['multipart/form-data; boundary=x', false],
  ['application/x-www-form-urlencoded-x', false],
])('form body %s: %s', (type, expected) => {
  expect(isFormBody(new Headers({ 'content-type': type }))).toBe(expected);
});

test('a body without a content type is not a form body', () => {
  expect(isFormBody(new Headers())).toBe(false);
});
