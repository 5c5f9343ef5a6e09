import type { NextRequest } from 'next/server';
import { canonicalRedirect, guardWrite, unsentThanksRedirect } from './guard';
import { pageResponse } from './page-response';

/*
 * What a request meets on its way to a page, in order (docs/architecture.md#what-a-request-meets):
 *
 * 1. Node.js request hooks (`npm start`, not on Vercel): `installRequestHooks` below, called by
 *    instrumentation.ts when the server starts; they see the request before Next.js routes it.
 * 2. next.config.mjs: the security headers on every answer and the policy of answers that are no
 *    page (`headers()`, ./headers.mjs), Payload's client hints only for the backend
 *    (lib/workarounds/payload-client-hints.mjs).
 * 3. The Edge middleware: `middleware` below (middleware.ts holds its matcher).
 * 4. next.config.mjs `rewrites()`: an address that does not decode gets the 404 page
 *    (lib/workarounds/rewrites.mjs).
 * 5. The route (app/).
 * 6. For public pages, Next's cache of pages, whose handler gives each page the
 *    Content-Security-Policy of its own inline scripts (./page-cache-handler.mjs).
 *
 * Every Content-Security-Policy is made in ./csp.mjs.
 */

/**
 * Step 1: the hooks that see a request on a Node.js server before Next.js routes it, in order;
 * the first that answers a request ends it (./before-next.ts). Node.js only: the imports stay out
 * of the Edge middleware's bundle.
 */
export async function installRequestHooks() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The connection's address, for the login limits of a server reached directly.
    (await import('./socket-address')).recordSocketAddresses();
    // A request line that names a host is cut to its path (no redirect to another host),
    // so that the hooks after it see every request in origin form.
    (await import('@/lib/workarounds/absolute-form-targets')).originFormTargets();
    // TRACE and OPTIONS (Next.js answers 500) and CONNECT (dropped) get a 405, and so do
    // writes to the files of public/.
    (await import('@/lib/workarounds/unsupported-requests')).refuseUnsupportedRequests();
    // A malformed Next-Router-State-Tree header gets a 400 (Next.js answers 500).
    (await import('@/lib/workarounds/router-state-header')).refuseMalformedRouterState();
    // A write loses its Next-Router-Prefetch header, so that the middleware's matcher takes it.
    (await import('./write-requests')).treatWritesAsPageRequests();
    // The backend's addresses get a 503 while its database cannot be read or written.
    (await import('./database-unavailable')).answerWhileDatabaseUnavailable();
    // A failed Payload start is forgotten, so that the next one makes the owner's account.
    (await import('@/lib/workarounds/payload-failed-start')).forgetFailedPayloadStarts();
  }
}

/**
 * Step 3: the Edge middleware, for every page address its matcher takes (middleware.ts). Every
 * answer carries the spamshield cookie (docs/security.md#the-spamshield-cookie).
 */
export function middleware(request: NextRequest) {
  return (
    // 308 to a page's one address: /galerie/ → /galerie, …/seite/1 → without it.
    canonicalRedirect(request) ??
    (request.method === 'GET' || request.method === 'HEAD'
      ? // 303 from the thank-you page without a post before it to the form.
        (unsentThanksRedirect(request) ??
        // The page; a page rendered per request gets a nonce policy (./page-response.ts).
        pageResponse(request))
      : // Any other method: 405 where the address takes none, server actions checked.
        guardWrite(request))
  );
}
