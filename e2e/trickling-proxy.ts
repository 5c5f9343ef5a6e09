import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { setTimeout as pause } from 'node:timers/promises';

/**
 * A proxy in front of the e2e server that hands an HTML page over as a slow line does: its head at
 * once, then the visible part of its body (up to the React payload's first inline script) in
 * about `pieces` pieces, each ending with a tag, with a pause of `pauseMs` after each, then the
 * rest. Everything else passes as it is. Answers are asked for uncompressed, so that the HTML can
 * be cut.
 */
export async function startTricklingProxy(target: string, pieces: number, pauseMs: number) {
  const upstreamOrigin = new URL(target);
  /** The addresses whose HTML went out in pieces (a page that did not is no test of the page). */
  const trickled = new Set<string>();
  const server: Server = createServer((incoming, answer) => {
    const forward = request(
      upstreamOrigin.origin + incoming.url,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: upstreamOrigin.host, 'accept-encoding': 'identity' },
      },
      (upstream) => {
        const headers = { ...upstream.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        answer.writeHead(upstream.statusCode!, headers);
        const html =
          upstream.headers['content-type']?.startsWith('text/html') &&
          !upstream.headers['content-encoding'];
        const sent = html ? trickle(upstream, answer, incoming.url!) : pipeline(upstream, answer);
        sent.catch(() => answer.destroy());
      },
    );
    forward.on('error', () => answer.destroy());
    answer.on('close', () => forward.destroy());
    incoming.pipe(forward);
  });

  async function trickle(
    upstream: AsyncIterable<Buffer>,
    answer: NodeJS.WritableStream,
    url: string,
  ) {
    const chunks: Buffer[] = [];
    for await (const chunk of upstream) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const start = body.indexOf('<body');
    const end = body.indexOf('self.__next_f');
    if (start < 0 || end < start) return void answer.end(body);
    trickled.add(url);
    const size = Math.ceil((end - start) / pieces);
    answer.write(body.subarray(0, start));
    for (let from = start; from < end;) {
      // Each piece ends with a tag, so no text is cut in two: a word's start may wrap otherwise
      // once its end arrives, which no layout can prevent.
      const cut = Math.min(body.indexOf('>', Math.min(from + size, end - 1)) + 1 || end, end);
      answer.write(body.subarray(from, cut));
      from = cut;
      await pause(pauseMs);
    }
    answer.end(body.subarray(end));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    trickled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
