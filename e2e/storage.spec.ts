import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { postLogin, withBackendServer } from './backend-server';
import { startFakeS3 } from './fake-s3';
import { e2eAdminPassword } from './settings';

// Photos in an S3-compatible bucket (S3_BUCKET …, lib/cms/storage.ts) instead of DATA_DIR/media:
// a backend server of its own, set up for a stand-in bucket service in this process.
let s3: Awaited<ReturnType<typeof startFakeS3>>;
test.beforeAll(async () => {
  s3 = await startFakeS3();
});
test.afterAll(() => s3?.stop());
const bucket = 'reisefuehrer-fotos';
const origin = withBackendServer(110, () => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'e2e-zugang',
  S3_SECRET_ACCESS_KEY: 'e2e-geheim',
}));

test('with S3_BUCKET an uploaded photo and its sizes go to the bucket and keep their address; deleting it removes them', async ({
  request,
}) => {
  expect(await postLogin(request, origin, e2eAdminPassword)).toBe(200);
  const photo = await sharp({
    create: { width: 2400, height: 1600, channels: 3, background: '#2b6cc2' },
  })
    .jpeg()
    .toBuffer();
  const stored = await request.post('/api/media', {
    headers: { origin },
    multipart: {
      file: { name: 'eimer.jpg', mimeType: 'image/jpeg', buffer: photo },
      _payload: JSON.stringify({ alt: 'Ein blaues Testfoto im Eimer', credit: 'Foto: Test' }),
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);
  const { doc } = await stored.json();
  const keys = [doc.filename, doc.sizes.card.filename, doc.sizes.large.filename].map(
    (name: string) => `/${bucket}/${name}`,
  );
  expect(keys.map((key) => s3.objects.get(key)?.contentType)).toEqual(Array(3).fill('image/jpeg'));
  expect(s3.objects.get(keys[0]!)!.body.equals(photo)).toBe(true);
  expect(existsSync(`.cache/e2e-data-backend-${new URL(origin).port}/media/${doc.filename}`)).toBe(
    false,
  );

  // The address pages use is the same as with files on disk; Payload fetches the file from the bucket.
  expect(doc.url).toBe(`/api/media/file/${doc.filename}`);
  const served = await request.get(doc.url);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect((await served.body()).equals(photo)).toBe(true);
  expect(s3.requests).toContain(`GET ${keys[0]}`);

  expect((await request.delete(`/api/media/${doc.id}`, { headers: { origin } })).status()).toBe(
    200,
  );
  expect(keys.filter((key) => s3.objects.has(key))).toEqual([]);
  expect((await request.get(doc.url)).status()).toBe(404);
});
