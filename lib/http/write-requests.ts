import { beforeNextJs } from './before-next';

/**
 * A request that is not GET or HEAD is no link prefetch, whatever its headers say. middleware.ts's
 * matcher leaves prefetches out by their `Next-Router-Prefetch` header and has no condition on the
 * method: it catches every request that announces a body, but a body-less `DELETE /verwaltung`
 * with that header would reach the pages unguarded. On a Node.js server the header is dropped from
 * such requests before Next.js routes them, so that the middleware answers them as it answers the
 * same request without it (405 with Allow, stamped). Started by instrumentation.ts.
 */
export function treatWritesAsPageRequests() {
  beforeNextJs(({ method, headers }) => {
    if (method !== 'GET' && method !== 'HEAD') delete headers['next-router-prefetch'];
    return false;
  });
}
