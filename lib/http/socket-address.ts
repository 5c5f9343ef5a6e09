import type { IncomingHttpHeaders } from 'node:http';
import { beforeNextJs } from './before-next';
import {
  markSocketAddressRecorded,
  proxyTrust,
  socketAddressHeader,
  type ProxyTrust,
} from '@/lib/security/client-address';

/** The headers a reverse proxy adds. */
const proxyHeaders = ['x-forwarded-for', 'x-real-ip', 'forwarded'];

/**
 * The warning for a request that carries a proxy's headers while no proxy is trusted: behind a
 * proxy with `TRUSTED_PROXY_HOPS` unset, every visitor comes from the proxy's address and shares
 * its limits (docs/security.md#client-addresses).
 */
export function proxyHeadersWarning(headers: IncomingHttpHeaders, trust: ProxyTrust) {
  const seen = proxyHeaders.filter((name) => headers[name] !== undefined);
  if (trust.kind !== 'none' || seen.length === 0) return undefined;
  return `Warning: requests carry ${seen.join(', ')}, but TRUSTED_PROXY_HOPS is 0: no proxy is trusted, so behind a proxy every visitor has the proxy's address and shares its limits. Behind one reverse proxy set TRUSTED_PROXY_HOPS=1 (docs/security.md#client-addresses).`;
}

/**
 * Passes the address a request's connection came from on to the app in `X-Socket-Address`,
 * replacing whatever a client sent under that name: Next.js hands the app no socket address (it
 * fills `X-Forwarded-For` from it only when the client sent none). The login limits of a server
 * reached directly count by it (lib/security/client-address.ts, `socketAddress`). The first
 * request with a proxy's headers while no proxy is trusted writes a warning to the log. Started by
 * instrumentation.ts.
 */
export function recordSocketAddresses() {
  const trust = proxyTrust();
  let warned = false;
  beforeNextJs(({ headers, socket }) => {
    if (socket.remoteAddress) headers[socketAddressHeader] = socket.remoteAddress;
    else delete headers[socketAddressHeader];
    const warning = warned ? undefined : proxyHeadersWarning(headers, trust);
    if (warning) {
      warned = true;
      console.warn(warning);
    }
    return false;
  });
  markSocketAddressRecorded();
}
