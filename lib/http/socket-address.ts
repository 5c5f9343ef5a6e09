import { beforeNextJs } from './before-next';
import { markSocketAddressRecorded, socketAddressHeader } from '@/lib/security/client-address';

/**
 * Passes the address a request's connection came from on to the app in `X-Socket-Address`,
 * replacing whatever a client sent under that name: Next.js hands the app no socket address (it
 * fills `X-Forwarded-For` from it only when the client sent none). The login limits of a server
 * reached directly count by it (lib/security/client-address.ts, `socketAddress`). Started by
 * instrumentation.ts.
 */
export function recordSocketAddresses() {
  beforeNextJs(({ headers, socket }) => {
    if (socket.remoteAddress) headers[socketAddressHeader] = socket.remoteAddress;
    else delete headers[socketAddressHeader];
    return false;
  });
  markSocketAddressRecorded();
}
