import 'server-only';
import { readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import type { Duplex } from 'node:stream';
import { beforeNextJs } from '@/lib/http/before-next';

const answer = 'Diese Anfrage wird nicht unterstützt.';
const allow = 'GET, HEAD, POST';
/** What a file of public/ takes. */
const allowOnFiles = 'GET, HEAD';

/**
 * Workaround for Next.js 16.4.6 answering 500 to requests that no page, route handler or
 * middleware ever sees, because Next.js fails before them:
 * - `TRACE` anywhere: undici's `Request` refuses the method ("'TRACE' HTTP method is
 *   unsupported"); no upstream issue found for Next.js;
 * - `OPTIONS *`: the request target `*` is no URL ("TypeError: Invalid URL");
 * - `OPTIONS` on static files and build assets (vercel/next.js#92131, closed, still 500 in 16.4.6);
 * - `CONNECT`: Node.js hands it to a `connect` listener, which Next.js does not add, so the
 *   connection is dropped without an answer;
 * - any method but GET and HEAD on a file of public/ (`POST /favicon.ico`, `DELETE /bilder/…`):
 *   Next.js sets 405, then fails to render its error page for it, which an app without a pages
 *   directory does not have (vercel/next.js#92141, open). The middleware does not run for these
 *   files (middleware.ts). A request line in absolute form (`POST http://host/favicon.ico`) is
 *   cut to its path before (absolute-form-targets.ts, installed first: lib/http/index.ts).
 * They are answered here with 405 before Next.js runs; OPTIONS on pages gets the same 405 from
 * middleware.ts. Let it go when the canary tests in e2e/workarounds.spec.ts fail, i.e. when a
 * server of the same build started with NEXT_WORKAROUNDS=off no longer answers these with 500.
 */
export function refuseUnsupportedRequests() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  const files = publicFiles();
  beforeNextJs((request, response, server) => {
    // Node.js drops a CONNECT unless the server has a listener for it: add one to the server
    // that answers pages (it already exists when this runs, so on its first request).
    if (server.listenerCount('connect') === 0) server.on('connect', refuseConnect);
    // Looked up only for the few requests it decides, not for every GET.
    const isFile = () => files.has(pathOf(request.url ?? ''));
    if (request.method === 'TRACE' || request.method === 'OPTIONS') {
      refuse(response, isFile() ? allowOnFiles : allow);
      return true;
    }
    if (request.method === 'GET' || request.method === 'HEAD' || !isFile()) return false;
    refuse(response, allowOnFiles);
    return true;
  });
}

/**
 * The addresses of the files in public/ (`/favicon.ico`, `/bilder/grand-canyon.jpg`), which the
 * server serves from its working directory's public/ (the standalone server's own, or the
 * project's under `next start`). Read once: they change only with a new build.
 */
function publicFiles() {
  const dir = join(process.cwd(), 'public');
  try {
    return new Set(
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map(
          (entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`,
        ),
    );
  } catch {
    return new Set<string>();
  }
}

/** A request target's path, decoded as Next.js finds a file by it; '' when it does not decode. */
function pathOf(target: string) {
  try {
    return decodeURIComponent(target.split('?')[0]!);
  } catch {
    return '';
  }
}

function refuseConnect(_request: IncomingMessage, socket: Duplex) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nConnection: close\r\n\r\n${answer}`,
  );
}

function refuse(response: ServerResponse, allowed: string) {
  response.writeHead(405, {
    allow: allowed,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(answer);
}
