// The content floor of `npm run lighthouse -- --floor=content`: each page as the site serves it,
// with its scripts taken out. Measured against it, a page's difference is what its scripts add
// (loading, running, hydrating), not what the browser's layout and paint of its content costs
// (docs/measuring.md). A proxy in front of the site takes them out of every HTML answer and passes
// everything else (images, headers) on as the site sends it, compressed as the site compressed it.
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, deflate, gzip, gunzip, inflate } from 'node:zlib';

type Coding = (data: Buffer) => Promise<Buffer>;
const codings: Record<string, { decode: Coding; encode: Coding }> = {
  gzip: { decode: promisify(gunzip), encode: promisify(gzip) },
  br: { decode: promisify(brotliDecompress), encode: promisify(brotliCompress) },
  deflate: { decode: promisify(inflate), encode: promisify(deflate) },
};
const identity: Coding = async (data) => data;

/** The HTML without its scripts: no `<script>` element, no preload of a script. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\b(?:as="script"|rel="modulepreload")[^>]*>/g, '');
}

/** Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of `site` (an origin). */
export async function startContentFloor(site: string, port: number) {
  const upstream = new URL(site);
  const server = createServer((incoming, answer) => {
    const outgoing = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (response) => {
        const headers: IncomingHttpHeaders = { ...response.headers };
        const encoding = headers['content-encoding'];
        const coding = encoding ? codings[encoding] : { decode: identity, encode: identity };
        // Anything but HTML, and HTML in a coding it cannot undo, passes on as it is.
        if (!String(headers['content-type']).startsWith('text/html') || !coding) {
          answer.writeHead(response.statusCode ?? 502, headers);
          response.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          coding
            .decode(Buffer.concat(chunks))
            .then((html) => coding.encode(Buffer.from(withoutScripts(html.toString()))))
            .then((body) => {
              headers['content-length'] = String(body.length);
              delete headers['transfer-encoding'];
              answer.writeHead(response.statusCode ?? 502, headers);
              answer.end(body);
            })
            .catch(() => answer.destroy());
        });
      },
    );
    outgoing.on('error', () => answer.destroy());
    answer.on('close', () => outgoing.destroy());
    incoming.pipe(outgoing);
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
