import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { beforeNextJs } from '@/lib/http/before-next';

const answer = 'Diese Anfrage wird nicht unterstützt.';
const allow = 'GET, HEAD, POST';

/**
 * Workaround for Next.js 16.4.6 answering 500 to requests that no page, route handler or
 * middleware ever sees, because Next.js fails before them:
 * - `TRACE` anywhere: undici's `Request` refuses the method ("'TRACE' HTTP method is
 *   unsupported"); no upstream issue found for Next.js;
 * - `OPTIONS *`: the request target `*` is no URL ("TypeError: Invalid URL");
 * - `OPTIONS` on static files and build assets (vercel/next.js#92131, closed, still 500 in 16.4.6);
 * - `CONNECT`: Node.js hands it to a `connect` listener, which Next.js does not add, so the
 *   connection is dropped without an answer.
 * They are answered here with 405 before Next.js runs; OPTIONS on pages gets the same 405 from
 * middleware.ts. Let it go when the canary tests in e2e/workarounds.spec.ts fail, i.e. when a
 * server of the same build started with NEXT_WORKAROUNDS=off no longer answers these with 500.
 */
export function refuseUnsupportedRequests() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  beforeNextJs((request, response, server) => {
    // Node.js drops a CONNECT unless the server has a listener for it: add one to the server
    // that answers pages (it already exists when this runs, so on its first request).
    if (server.listenerCount('connect') === 0) server.on('connect', refuseConnect);
    if (request.method !== 'TRACE' && request.method !== 'OPTIONS') return false;
    refuse(response);
    return true;
  });
}

function refuseConnect(_request: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nConnection: close\r\n\r\n${answer}`,
  );
}

function refuse(response: ServerResponse) {
  response.writeHead(405, {
    allow,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(answer);
}
