import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { layoutShifts } from './layout-shifts';
import { pageStates } from './pages';
import { settled } from './settled';

/**
 * On a slow connection the browser paints a page before all of its HTML has arrived, again and
 * again as more comes in. What it painted must stay where it is: a pseudo-element that stands
 * before text yet to come, an element placed above or centred against what follows it in the
 * HTML, a right-aligned row that grows leftwards, all move (layout shifts, counted in CLS). Under
 * load this happened by chance in CI; here a proxy hands every page's HTML over in pieces.
 */

/** Into how many pieces the visible part of the HTML is cut, and the pause after each (ms). */
const PIECES = 60;
const PAUSE = 25;

/** The addresses whose HTML the proxy has handed over in pieces. */
const trickled = new Set<string>();

/**
 * A proxy in front of the e2e server: it passes everything on as it is (uncompressed), but holds
 * back an HTML page's body and sends its visible part (up to the React payload's first inline
 * script) in PIECES pieces with a pause after each, then the rest at once.
 */
function tricklingProxy(target: URL): Server {
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

let proxy: Server;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  proxy = tricklingProxy(new URL(baseURL!));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

const paths = [
  ...new Set(pageStates.filter((state) => !state.visit && !state.status).map(({ path }) => path)),
];

for (const { name, width, height } of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
]) {
  test.describe(`${name} (${width} px)`, () => {
    test.use({ viewport: { width, height } });

    for (const path of paths) {
      test(`${path}: nothing moves while its HTML comes in`, async ({ page }) => {
        await page.goto(origin + path);
        await settled(page);
        expect(trickled, 'the HTML came in pieces').toContain(path);
        expect(await layoutShifts(page)).toEqual([]);
      });
    }

    test('the measurement sees a shift: sections stacked upwards move what came first', async ({
      page,
    }) => {
      // A constructed style sheet, which the site's Content-Security-Policy does not govern.
      await page.addInitScript(() => {
        const style = new CSSStyleSheet();
        style.replaceSync('main { display: flex; flex-direction: column-reverse; }');
        document.adoptedStyleSheets = [style];
      });
      // The start page's content is four sections: each one that arrives pushes the first down.
      await page.goto(origin + '/');
      await settled(page);
      expect(trickled, 'the HTML came in pieces').toContain('/');
      expect(await layoutShifts(page)).not.toEqual([]);
    });
  });
}
