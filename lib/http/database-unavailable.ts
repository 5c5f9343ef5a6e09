import 'server-only';
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { databaseUrlFromEnv } from '@/lib/db/open';
import { sharedDatabase } from '@/lib/db/shared';
import { filePath } from '@/lib/db/sqlite';
import { html, SafeHtml } from '@/lib/server/html';
import { beforeNextJs } from '@/lib/http/before-next';
import { contentSecurityPolicy } from '@/lib/http/csp.mjs';
import { securityHeaders, servedOverHttps } from '@/lib/http/headers.mjs';
import { SPAMSHIELD_SET_COOKIE } from '@/lib/security/spamshield';
import messages from '@/messages/de.json';

/** How long one check of the database stands for every request to the backend. */
const checkInterval = 5_000;
/** What the 503 answer asks a client to wait before it tries again (seconds). */
const retryAfter = 30;

/** The backend's addresses: its pages and its REST API (which also serves the uploaded photos). */
const backendPath = /^\/(?:verwaltung|api)(?:[/?#]|$)/;

let lastCheck: { at: number; available: Promise<boolean> } | undefined;
let wasAvailable = true;

/**
 * The database can be read, and, for the embedded SQLite file, its folder written (a read-only or
 * full disk, a DATA_DIR that is no folder): checked at most every 5 seconds, shared by the requests
 * meanwhile. A change is logged once.
 */
function databaseAvailable(now = Date.now()) {
  if (!lastCheck || now - lastCheck.at >= checkInterval) {
    lastCheck = { at: now, available: checkDatabase().then(report, report) };
  }
  return lastCheck.available;
}

async function checkDatabase() {
  await (await sharedDatabase()).query('SELECT 1');
  const url = databaseUrlFromEnv();
  if (url.startsWith('file:')) {
    // A page's worth of bytes: SQLite writes whole pages, so a disk with less room is full for it.
    const probe = join(dirname(filePath(url)), `.write-check-${process.pid}`);
    await writeFile(probe, Buffer.alloc(64 * 1024));
    await rm(probe);
  }
}

function report(error?: unknown) {
  const available = error === undefined;
  if (available !== wasAvailable) {
    if (available) console.info('Database available again: the backend answers as usual.');
    else console.error('Database unavailable, the backend answers 503 until it is back:', error);
  }
  wasAvailable = available;
  return available;
}

/**
 * While the database cannot be read or written, the backend's pages and API answer 503 with a
 * German explanation and Retry-After, instead of Payload's 500 (with a login that could never
 * succeed). The public pages come from Next's cache and are not affected. Started by
 * instrumentation.ts; a request to the backend waits for the check (a few milliseconds).
 */
export function answerWhileDatabaseUnavailable() {
  beforeNextJs(async (request, response) => {
    if (!backendPath.test(request.url ?? '')) return false;
    if (await databaseAvailable()) return false;
    answerUnavailable(request, response);
    return true;
  });
}

const text = messages.DatabaseUnavailable;
const style =
  ':root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5}main{max-width:36rem;margin:4rem auto;padding:0 1rem}';
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
// Outside the template: the hash is of the element's exact text, which a formatter must not touch.
const styleElement = new SafeHtml(`<style>${style}</style>`);
const page = html`<!doctype html>
  <html lang="de">
    <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>${text.title}</title>
      ${styleElement}
    </head>
    <body>
      <main>
        <h1>${text.title}</h1>
        <p>${text.explanation}</p>
        <p>${text.publicPages} <a href="/">${text.home}</a></p>
      </main>
    </body>
  </html> `.value;

function answerUnavailable(request: IncomingMessage, response: ServerResponse) {
  const api = request.url!.startsWith('/api');
  const https = servedOverHttps;
  const headers: Record<string, string> = {
    ...Object.fromEntries(securityHeaders({ https }).map(({ key, value }) => [key, value])),
    'Retry-After': String(retryAfter),
    'Cache-Control': 'no-store',
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy({
      https,
      styleSources: api ? [] : [styleHash],
    }),
  };
  // A page address: stamped like every page (the spamshield cookie, without Path or expiry).
  if (!api) headers['Set-Cookie'] = SPAMSHIELD_SET_COOKIE;
  const body = api ? JSON.stringify({ errors: [{ message: text.api }] }) : page;
  response.writeHead(503, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}
