import { beforeNextJs } from '@/lib/http/before-next';

/** `http://host/path?query` or `https://…`: the absolute form of a request target (RFC 9112 §3.2.2). */
const absoluteForm = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*([^#]*)/i;

/**
 * Workaround for Next.js 16.4.6 answering a request whose request line names a host
 * (`GET http://evil.example/galerie HTTP/1.1`, as clients send it to a proxy) with a 308 to that
 * host, before any code of the site runs and without the spamshield cookie: its redirect for
 * repeated slashes (`normalizeRepeatedSlashes` in server/lib/router-utils/resolve-routes.js, added
 * by vercel/next.js#27738) takes the `//` after the scheme for a doubled slash in the path. No
 * upstream issue found. The target is cut to its path and query here, so the request is routed like
 * the same request in origin form (and a redirect it earns names no other host). Let it go when
 * the canary test in e2e/workarounds.spec.ts fails, i.e. when a server of the same build started
 * with NEXT_WORKAROUNDS=off no longer redirects such a request to the named host.
 */
export function originFormTargets() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  beforeNextJs((request) => {
    const url = request.url ?? '/';
    if (url.startsWith('/')) return false;
    const pathAndQuery = absoluteForm.exec(url)?.[1];
    if (pathAndQuery !== undefined) {
      request.url = pathAndQuery.startsWith('/') ? pathAndQuery : `/${pathAndQuery}`;
    }
    return false;
  });
}
