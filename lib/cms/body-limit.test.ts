/**
 * @jest-environment node
 */
import { apiBodyLimits, withBoundedBody } from './body-limit';

/**
 * A handler that reads the whole body, as Payload's does, and says how much it read; a body it
 * cannot read is an error of its own (Payload answers 500).
 */
const reading = withBoundedBody(
  (request: Request) =>
    request.arrayBuffer().then(
      (body) => new Response(String(body.byteLength)),
      () => new Response('Fehler', { status: 500 }),
    ),
  async (request) => request.headers.get('cookie') === 'payload-token=owner',
);

/** A body of `size` bytes in chunks of 64 KiB, without a Content-Length; `pulled` counts what was read. */
function chunked(size: number) {
  const chunk = new Uint8Array(64 * 1024);
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) return controller.close();
      state.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, state };
}

const post = (path: string, init: RequestInit & { duplex?: 'half' }) =>
  reading(new Request(`http://127.0.0.1${path}`, { method: 'POST', ...init }), undefined);

test('a Content-Length over the limit is answered 413 before the body is read', async () => {
  const { body, state } = chunked(apiBodyLimits.small + 1);
  const answer = await post('/api/places', {
    body,
    duplex: 'half',
    headers: { 'content-length': String(apiBodyLimits.small + 1) },
  });
  expect(answer.status).toBe(413);
  expect(await answer.json()).toEqual({ errors: [{ message: 'Die Anfrage ist zu groß.' }] });
  expect(state.pulled).toBeLessThanOrEqual(64 * 1024);
});

test('a body without a length is cut off where it passes the limit', async () => {
  const { body, state } = chunked(20 * apiBodyLimits.small);
  const answer = await post('/api/places', { body, duplex: 'half' });
  expect(answer.status).toBe(413);
  expect(state.pulled).toBeLessThan(2 * apiBodyLimits.small);
});

test('a body within the limit is read in full', async () => {
  const answer = await post('/api/places', { body: JSON.stringify({ title: 'Zion' }) });
  expect(answer.status).toBe(200);
  expect(await answer.text()).toBe('16');
});

test('a photo upload gets the upload limit with the owner’s session only', async () => {
  const photo = () => new Uint8Array(5 * apiBodyLimits.small);
  expect((await post('/api/media', { body: photo() })).status).toBe(413);
  expect((await post('/api/places', { body: photo(), headers: owner })).status).toBe(413);
  const upload = await post('/api/media', { body: photo(), headers: owner });
  expect(upload.status).toBe(200);
  expect(await upload.text()).toBe(String(5 * apiBodyLimits.small));
  const { body } = chunked(apiBodyLimits.upload + 1);
  expect((await post('/api/media', { body, duplex: 'half', headers: owner })).status).toBe(413);
});

const owner = { cookie: 'payload-token=owner' };
