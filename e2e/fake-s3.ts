import { createServer, type IncomingMessage } from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';

type StoredObject = { body: Buffer; contentType: string; etag: string };

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A stand-in for an S3-compatible bucket service (path-style addresses, `/<bucket>/<key>`), with
 * the calls Payload's S3 storage makes for a photo: PutObject, HeadObject, GetObject (also a byte
 * range) and DeleteObject. It keeps the objects in memory and records each request as
 * "METHOD /bucket/key", so a test sees what reached the bucket.
 */
export async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://s3').pathname);
    requests.push(`${request.method} ${path}`);
    const body = await read(request);
    const object = objects.get(path);
    switch (request.method) {
      case 'PUT': {
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(path, {
          body,
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
          etag,
        });
        response.writeHead(200, { etag }).end();
        return;
      }
      case 'DELETE':
        objects.delete(path);
        response.writeHead(204).end();
        return;
      case 'HEAD':
      case 'GET': {
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end(request.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined);
          return;
        }
        const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
        const start = range ? Number(range[1]) : 0;
        const end = range?.[2] ? Number(range[2]) : object.body.length - 1;
        const part = object.body.subarray(start, end + 1);
        response.writeHead(range ? 206 : 200, {
          'content-type': object.contentType,
          'content-length': String(part.length),
          etag: object.etag,
          'accept-ranges': 'bytes',
          ...(range && { 'content-range': `bytes ${start}-${end}/${object.body.length}` }),
        });
        response.end(request.method === 'GET' ? part : undefined);
        return;
      }
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
