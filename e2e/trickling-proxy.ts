import { createServer, request, type Server } from 'node:http';

/** Into how many pieces the visible part of the HTML is cut, and the pause after each (ms). */
const PIECES = 60;
const PAUSE = 25;

/** The addresses whose HTML the proxy has handed over in pieces. */
export const trickled = new Set<string>();

/**
 * A proxy in front of the e2e server: it passes everything on as it is (uncompressed), but holds
 * back an HTML page's body and sends its visible part (up to the React payload's first inline
 * script) in PIECES pieces with a pause after each, then the rest at once.
 */
export function tricklingProxy(target: URL): Server {
  return createServer((incoming, answer) => {
    const forward = request(
      target.origin + incoming.url,
      {
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host, 'accept-encoding': 'identity' },
      },
      async (upstream) => {
        const headers = { ...upstream.headers };
        delete headers['content-length'];
        delete headers['transfer-encoding'];
        answer.writeHead(upstream.statusCode!, headers);
        if (!upstream.headers['content-type']?.startsWith('text/html')) {
          upstream.pipe(answer);
          return;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of upstream) chunks.push(chunk as Buffer);
        const html = Buffer.concat(chunks);
        const start = html.indexOf('<body');
        const end = html.indexOf('self.__next_f');
        if (start < 0 || end < start) return answer.end(html);
        trickled.add(incoming.url!);
        const size = Math.ceil((end - start) / PIECES);
        answer.write(html.subarray(0, start));
        for (let from = start; from < end; from += size) {
          answer.write(html.subarray(from, Math.min(from + size, end)));
          await new Promise((resolve) => setTimeout(resolve, PAUSE));
        }
        answer.end(html.subarray(end));
      },
    );
    incoming.pipe(forward);
  });
}
