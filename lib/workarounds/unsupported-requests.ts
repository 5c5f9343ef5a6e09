import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/**
 * Workaround for Next.js 16.4.6 answering 500 to requests that no page, route handler or
 * middleware ever sees, because Next.js fails before them:
 * - `TRACE` anywhere: undici's `Request` refuses the method ("'TRACE' HTTP method is
 *   unsupported"); no upstream issue found for Next.js;
 * - `OPTIONS *`: the request target `*` is no URL ("TypeError: Invalid URL");
 * - `OPTIONS` on static files and build assets (vercel/next.js#92131, closed, still 500 in 16.4.6).
 * They are answered here with 405 before Next.js runs; OPTIONS on pages gets the same 405 from
 * middleware.ts. Let it go when the canary tests in e2e/workarounds.spec.ts fail, i.e. when a
 * server of the same build started with NEXT_WORKAROUNDS=off no longer answers these with 500.
 */
export function refuseUnsupportedRequests() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (request.method === 'TRACE' || request.method === 'OPTIONS') {
        refuse(response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as Server['emit'];
}

function refuse(response: ServerResponse) {
  response.writeHead(405, {
    allow: 'GET, HEAD, POST',
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('Diese Anfrage wird nicht unterstützt.');
}
