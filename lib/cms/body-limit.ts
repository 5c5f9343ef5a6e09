import 'server-only';

/**
 * How much of a body the REST API reads (docs/security.md#the-backends-protections): photos for
 * the media collection up to 25 MB (Payload's upload limit in lib/cms/config.ts) plus the form's
 * other fields, and only from the logged-in owner; everything else 1 MB, more than any document of
 * the site needs.
 */
export const apiBodyLimits = {
  small: 1024 * 1024,
  upload: 26 * 1024 * 1024,
} as const;

/** The addresses that take uploads: the media collection and its documents. */
const uploadTargets = /^\/api\/media(?:\/|$)/;

const tooLarge = () =>
  Response.json(
    { errors: [{ message: 'Die Anfrage ist zu groß.' }] },
    { status: 413, headers: { 'cache-control': 'no-store', connection: 'close' } },
  );

/**
 * Wraps a REST API handler so that no body past its limit is read: a `Content-Length` over it is
 * answered with 413 before a byte is read, and a body without one (chunked) is cut off where it
 * passes the limit, with the same answer. The upload limit needs the owner's session (checked by
 * `isOwner`, only for bodies that might need it).
 */
export function withBoundedBody<Context>(
  handler: (request: Request, context: Context) => Promise<Response>,
  isOwner: (request: Request) => Promise<boolean>,
) {
  return async (request: Request, context: Context) => {
    if (request.body === null) return handler(request, context);
    const header = request.headers.get('content-length');
    const length = header === null ? undefined : Number(header);
    const mayNeedUpload =
      (length === undefined || length > apiBodyLimits.small) &&
      uploadTargets.test(new URL(request.url).pathname);
    const limit =
      mayNeedUpload && (await isOwner(request)) ? apiBodyLimits.upload : apiBodyLimits.small;
    if (length !== undefined && !(length <= limit)) return tooLarge();
    let read = 0;
    let overflowed = false;
    const capped = request.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          if (read > limit) {
            overflowed = true;
            controller.error(new Error('Request body over its limit'));
          } else controller.enqueue(chunk);
        },
      }),
    );
    // A new request from the parts, not `new Request(request, …)`: on Node.js 24 that throws
    // "Cannot read private member #state" for the request Next.js passes in (seen in CI's Node 24
    // leg; Node 20 takes it).
    const bounded = new Request(request.url, {
      method: request.method,
      headers: Array.from(request.headers),
      body: capped,
      duplex: 'half',
    } as RequestInit);
    const answer = await handler(bounded, context);
    return overflowed ? tooLarge() : answer;
  };
}
