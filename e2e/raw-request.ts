import { request as http, type OutgoingHttpHeaders } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
};

/**
 * One HTTP/1.1 request with exactly the headers given (no cookie jar, no Content-Type of its own)
 * plus a body's Content-Length, unless the headers ask for `Transfer-Encoding: chunked`. The request target is sent as written, so it may be
 * an absolute URL (`http://evil.example/galerie/`) or a path a browser would normalise. From
 * `localAddress` (any address of 127.0.0.0/8) the server sees a client of that address.
 */
export function rawRequest(
  baseURL: string,
  {
    method = 'GET',
    target,
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    target: string;
    headers?: OutgoingHttpHeaders;
    body?: string | Buffer;
    localAddress?: string;
  },
) {
  const { hostname, port } = new URL(baseURL);
  const length =
    body === undefined || headers['transfer-encoding']
      ? {}
      : { 'content-length': Buffer.byteLength(body) };
  return new Promise<RawAnswer>((resolve, reject) => {
    const options = {
      host: hostname,
      port,
      method,
      path: target,
      headers: { ...headers, ...length },
      localAddress,
    };
    const request = http(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers as Record<string, string | string[]>,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    }).on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}

/** The Set-Cookie headers of an answer, as a list. */
export const setCookiesOf = ({ headers }: RawAnswer) => [headers['set-cookie'] ?? []].flat();
