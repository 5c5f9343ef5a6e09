import { connect } from 'node:net';
import { expect, test } from './fixtures';
import { backendActionId } from './backend-server';
import { newClientAddress } from './contact.helpers';
import { formPages, pageStates } from './pages';

// A bounded fuzz run against the local test server (loopback only): random and malformed paths,
// query strings, headers, methods and form bodies. No answer may be a 5xx or show a stack trace or
// a file path, and the server must still serve pages afterwards. Raw sockets, so that requests a
// well-behaved client refuses to send (bad bytes, broken framing) reach the server too. Every
// request must get an answer: a dropped connection or a hang counts as a failure.
// Reproduce a failure with the seed from its message: FUZZ_SEED=… npx playwright test e2e/fuzz.spec.ts

// A fixed seed by default, so that a CI run is repeatable; FUZZ_SEED=random explores new inputs.
const seed =
  process.env.FUZZ_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED ?? 20261122);
const requests = 600;
const parallel = 8;
const leak =
  /\/work\/|node_modules|\bat [\w$.<>]+ \(|\.(tsx?|m?js):\d+|webpack-internal|turbopack:\/\/|\b[A-Z]\w*Error: /;

/** mulberry32: a small seeded PRNG, so a failing run can be repeated. */
function prng(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Raw = { method: string; target: string; headers: string[]; body?: string };

function generator(random: () => number, formTargets: string[], actionIds: string[]) {
  const randomItem = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (max: number) => Math.floor(random() * max);
  const printable = 'abcXYZ019-_.~%/?#&=+;:@!$\'()*,[]{}|\\^`"<>';
  const any = `${printable} äöüß€\u0000\u0001\u007f\u202e`;
  const from = (chars: string) => (length: number) =>
    Array.from({ length }, () => randomItem([...chars])).join('');
  // Mostly well-formed requests that reach the application; some the HTTP parser must refuse.
  const text = from(printable);
  const raw = from(any);
  const junk = (length: number) => (random() < 0.9 ? encodeURIComponent(raw(length)) : raw(length));
  const segments = [
    ...pageStates.map(({ path }) => path),
    '/galerie/',
    '/_next/static/',
    '/_next/static/chunks/../../../etc/passwd',
    '/_next/image',
    '/_next/data/x/y.json',
    '/bilder/',
    '/..%2f..%2fetc%2fpasswd',
    '/%',
    '/%zz',
    '/%00',
    '/%E0%A4%A',
    '/%C0%AE%C0%AE/',
    '//doppelt//',
    '/index.php',
    '/.env',
    '/api/',
    '/sitemap.xml',
    '/robots.txt',
    '/opengraph-image',
    '/icon.svg',
    '/favicon.ico',
    '/bilder/grand-canyon.jpg',
  ];
  const path = () =>
    randomItem([
      () => randomItem(segments),
      () => randomItem(segments) + junk(1 + int(30)),
      () => randomItem(segments) + text(1 + int(30)),
      () => `/${encodeURIComponent(junk(1 + int(20)))}`,
      () => '/' + 'a/'.repeat(1 + int(500)),
      () => '/' + 'x'.repeat(1 + int(8000)),
    ])();
  const query = () =>
    randomItem([
      () => '',
      () => `?${junk(int(40))}`,
      () =>
        `?ort=${junk(int(20))}&kategorie=${junk(int(20))}&seite=${randomItem(['-1', '0', '1e9', 'NaN', '2', junk(5)])}`,
      () =>
        `?url=${randomItem(['/bilder/grand-canyon.jpg', 'http://127.0.0.1/', junk(10)])}&w=${randomItem(['16', '0', '-5', '99999', 'x'])}&q=${randomItem(['75', '0', '101', 'x'])}`,
      () => `?_rsc=${junk(8)}`,
      // A query string on a local image: refused, not a new cache entry (images.localPatterns).
      () =>
        `?url=${encodeURIComponent(`/bilder/${randomItem(['grand-canyon.jpg', 'x.jpg', junk(5)])}?v=${int(1e6)}`)}&w=640&q=75`,
      () => `?${'a=1&'.repeat(int(2000))}`,
    ])();
  const header = () =>
    randomItem([
      () => `X-Fuzz: ${text(int(200))}`,
      () => `X-Long: ${'y'.repeat(int(20000))}`,
      () =>
        `Cookie: ${randomItem([
          'spamshield=true',
          'spamshield=false',
          'spamshield',
          'spamshield=%74rue',
          'spamshield=false; spamshield=true',
          `payload-token=${randomItem([junk(43), 'a'.repeat(43), `eyJhbGciOiJIUzI1NiJ9.${junk(43)}.${junk(43)}`])}`,
          junk(50),
          'a='.repeat(500),
        ])}`,
      () =>
        `X-Forwarded-For: ${randomItem([junk(15), '127.0.0.1', '::1, 10.0.0.1', '2001:db8::1'])}`,
      () => `X-Real-IP: ${randomItem([junk(15), '127.0.0.1'])}`,
      () => `Accept: ${randomItem(['*/*', 'text/html', 'text/x-component', junk(30)])}`,
      () => `Accept-Encoding: ${randomItem(['gzip', 'br', 'zstd', junk(20)])}`,
      () => `Accept-Language: ${text(40)}`,
      () => `RSC: ${randomItem(['1', '0', junk(5)])}`,
      () => `Next-Router-Prefetch: ${randomItem(['1', junk(5)])}`,
      () =>
        `Next-Router-State-Tree: ${randomItem(['%5B%22%22%5D', junk(60), encodeURIComponent(junk(60))])}`,
      // An RSC request (also a prefetch) whose router state does not parse.
      () =>
        `RSC: 1\r\n${randomItem(['', 'Next-Router-Prefetch: 1\r\n'])}Next-Router-State-Tree: ${randomItem(['x', '%5B', '%7B%7D', encodeURIComponent('["",{"children":1}]'), junk(40)])}`,
      // What a link prefetch sends, on a request with a body or another method.
      () =>
        `Next-Router-Prefetch: 1\r\nNext-Action: ${randomItem(actionIds.length ? actionIds : ['x'])}`,
      () => `Next-Router-Segment-Prefetch: ${randomItem(['/_tree', junk(20)])}`,
      () => `Next-Action: ${randomItem(['0'.repeat(40), junk(42), ...actionIds])}`,
      () => `Next-Url: ${junk(30)}`,
      () => `X-Forwarded-Host: ${junk(30)}`,
      () => `X-Forwarded-Proto: ${randomItem(['https', 'gopher', junk(8)])}`,
      () => `Range: bytes=${randomItem(['0-10', '-5', '999999999-', junk(10)])}`,
      () => `If-None-Match: ${junk(20)}`,
      () => `Content-Length: ${randomItem(['-1', 'abc', '99999999999999999999'])}`,
      () => `Transfer-Encoding: ${randomItem(['chunked', 'gzip', junk(8)])}`,
      () => raw(1 + int(40)), // no colon at all
      () => `${raw(10)}: ${raw(10)}`,
    ])();
  // A contact form post whose fields carry what an attacker tried (e2e/attacks.spec.ts,
  // docs/security.md#the-contact-forms-defences).
  const contactFields = () =>
    new URLSearchParams({
      name: randomItem(['Anna', 'Rechnung\u202Efdp.exe', 'A\u200Bnna', text(20)]),
      email: randomItem([
        'anna@beispiel.de',
        'a?subject=x&cc=evil@example.org',
        '<a>@b.de',
        junk(20),
      ]),
      subject: randomItem(['', 'Frage\u2066x\u2069', raw(30)]),
      message: randomItem(['Eine Frage zur Reiseroute im Oktober.', raw(200)]),
      consent: randomItem(['ja', 'on', '']),
      token: randomItem(['', junk(20), 'abcdefghijklmnop1234']),
    }).toString();
  const body = () =>
    randomItem([
      () => ['application/x-www-form-urlencoded', junk(int(500))],
      () => ['application/x-www-form-urlencoded', contactFields()],
      () => [
        randomItem(['text/plain', 'text/plain;charset=UTF-8', 'application/json']),
        contactFields(),
      ],
      () => [
        'application/x-www-form-urlencoded',
        'name=' + 'n'.repeat(int(200000)) + '&email=a%40b&nachricht=%%%',
      ],
      () => [
        'multipart/form-data; boundary=grenze',
        `--grenze\r\nContent-Disposition: form-data; name="${junk(10)}"\r\n\r\n${junk(100)}\r\n--gren`,
      ],
      () => ['multipart/form-data', junk(300)],
      () => ['application/json', randomItem(['{', '[]', '{"a":'.repeat(2000), 'null', junk(100)])],
      () => ['text/plain;charset=utf-8', junk(int(1000))],
      // Server action bodies that React's reply decoder cannot read.
      () => [
        randomItem(['text/plain;charset=UTF-8', '']),
        randomItem(['{{{', '["$1"]', '["$@2:a"]', junk(30)]),
      ],
      () => [
        'multipart/form-data; boundary=grenze',
        `--grenze\r\nContent-Disposition: form-data; name="0"\r\n\r\n${randomItem(['["$1:aa:aa"]', '["$Q3"]', '{{', '["$B9"]'])}\r\n--grenze--\r\n`,
      ],
      () => [junk(20), junk(100)],
    ])() as [string, string];

  return (): Raw => {
    const method = randomItem([
      'GET',
      'GET',
      'GET',
      'HEAD',
      'POST',
      'POST',
      'PUT',
      'DELETE',
      'PATCH',
      'OPTIONS',
      'TRACE',
      'CONNECT',
      'PROPFIND',
      junk(6).replace(/\s/g, '') || 'X',
    ]);
    const target = (random() < 0.3 ? randomItem(formTargets) : path()) + query();
    const headers = Array.from({ length: int(6) }, header);
    if (method === 'GET' || method === 'HEAD' || random() < 0.2) return { method, target, headers };
    const [type, content] = body();
    const typed = type === '' ? headers : [...headers, `Content-Type: ${type}`];
    return { method, target, headers: typed, body: content };
  };
}

/** What `send` resolves to when the server neither answered nor closed the connection in time. */
const hung = 'hung: no answer within 15 s';

/** A client address of this run's own, so the forms' per-client limits do not meet other tests. */
const client = newClientAddress();

/**
 * Sends one raw request and resolves to the raw answer. The request is not half-closed at once
 * (the server could drop a connection that ends while it still works on the request); after
 * `patience` ms without an answer the socket signals the end, e.g. of a body that never comes; long
 * enough for a page rendered on a busy machine (after 1 s, half-closed sockets lost their answers).
 */
function send(
  port: number,
  { method, target, headers, body }: Raw,
  patience = 5000,
): Promise<string> {
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: close',
    `X-Forwarded-For: ${client}`,
    ...headers,
  ];
  if (body !== undefined) head.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // A hang ends the socket too, marked, so that the caller counts it as a failure.
    socket.setTimeout(15_000, () => socket.destroy(new Error(hung)));
    const giveUp = setTimeout(() => socket.end(), patience);
    socket.on('data', (chunk) => {
      clearTimeout(giveUp);
      chunks.push(chunk);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      // The server may close the connection on a request it refuses to parse.
      error.code === 'ECONNRESET' || error.code === 'EPIPE'
        ? resolve(Buffer.concat(chunks).toString('latin1'))
        : error.message === hung
          ? resolve(hung)
          : reject(error),
    );
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(Buffer.concat(chunks).toString('latin1'));
    });
    socket.write(`${head.join('\r\n')}\r\n\r\n${body ?? ''}`, 'latin1');
  });
}

test('fuzzed requests get no 5xx, no stack trace and no file path, and the site still works', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const port = Number(new URL(baseURL!).port);
  // The form pages, the addresses their forms post to, the backend's pages and its server action.
  const formTargets = [...formPages, '/verwaltung/login'];
  for (const path of formPages) {
    const html = await (await request.get(path)).text();
    for (const [, action] of html.matchAll(/<form[^>]*\saction="(\/[^"]*)"/g))
      formTargets.push(action!);
  }
  const actionIds = [await backendActionId(baseURL!)];
  const next = generator(prng(seed), formTargets, actionIds);
  const cases = Array.from({ length: requests }, next);
  const problems: string[] = [];
  for (let start = 0; start < cases.length; start += parallel) {
    const batch = cases.slice(start, start + parallel);
    const answers = await Promise.all(batch.map((raw) => send(port, raw)));
    answers.forEach((answer, index) => {
      const { method, target, headers, body } = batch[index]!;
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      const what =
        `${method} ${target} ${JSON.stringify(headers.map((h) => h.slice(0, 80)))} ${body ?? ''}`.slice(
          0,
          600,
        );
      // No answer at all (a dropped connection or a hang) counts as much as a 5xx.
      if (answer === hung) problems.push(`${hung} for ${what}`);
      else if (status >= 500 || status === 0) problems.push(`${status || 'no answer'} for ${what}`);
      const leaked = leak.exec(answer);
      if (leaked) problems.push(`"${leaked[0]}" in the answer to ${what}`);
    });
  }
  expect(problems, `FUZZ_SEED=${seed}`).toEqual([]);
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain('USA-Reiseführer');
});

test('requests that Next.js 16 itself answers with a 500 get no 5xx here (lib/workarounds/rewrites.mjs)', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port);
  const action = ['RSC: 1', `Next-Action: 7f${'0'.repeat(40)}`, 'Content-Type: text/plain'];
  const cases: [Raw, RegExp][] = [
    [{ method: 'GET', target: '/galerie/%zz', headers: [] }, /^HTTP\/1\.1 404/],
    [{ method: 'GET', target: '/galerie/%E0%A4%A', headers: [] }, /^HTTP\/1\.1 404/],
    [{ method: 'GET', target: '/galerie/gr%61nd-canyon', headers: [] }, /^HTTP\/1\.1 200/],
    [
      {
        method: 'POST',
        target: '/gibt-es-nicht',
        headers: ['RSC: 1', 'Content-Type: application/x-www-form-urlencoded'],
        body: 'a=b',
      },
      /^HTTP\/1\.1 [34]\d\d/,
    ],
    [
      { method: 'POST', target: '/gibt-es-nicht', headers: action, body: '[]' },
      /^HTTP\/1\.1 [34]\d\d/,
    ],
  ];
  for (const [raw, status] of cases) {
    const answer = await send(port, raw, 10_000);
    expect(answer, `${raw.method} ${raw.target} ${raw.headers.join(', ')}`).toMatch(status);
  }
});
