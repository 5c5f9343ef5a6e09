import 'server-only';
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';

/** The variables this module reads (`process.env` by default). */
type Env = Record<string, string | undefined>;

/**
 * Whom the server believes about the client's address (docs/security.md#client-addresses):
 *
 * - `TRUSTED_PROXY_HOPS=N` (N ≥ 1): N reverse proxies stand in front of the server and each appends
 *   the address it was reached from to `X-Forwarded-For` (nginx: `$proxy_add_x_forwarded_for`).
 *   The client is the N-th entry from the end; entries before it are whatever the client sent.
 * - On Vercel (`VERCEL=1`, unless `TRUSTED_PROXY_HOPS` says otherwise): Vercel's edge replaces
 *   `X-Real-IP` and `X-Forwarded-For` with the client's address; `X-Real-IP` is read.
 * - Otherwise (`TRUSTED_PROXY_HOPS=0`, the default): the server is reached directly and no header is
 *   believed. Next.js does not hand the socket address to the app (it only fills
 *   `X-Forwarded-For` when the client sent none), so the client is unknown.
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'vercel' } | { kind: 'hops'; hops: number };

export function proxyTrust(env: Env = process.env): ProxyTrust {
  const hops = Number(env.TRUSTED_PROXY_HOPS);
  if (env.TRUSTED_PROXY_HOPS && Number.isInteger(hops) && hops >= 0) {
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  return env.VERCEL === '1' ? { kind: 'vercel' } : { kind: 'none' };
}

/**
 * An address as a rate-limit subject: IPv4 as is, an IPv4-mapped IPv6 address as IPv4, other IPv6
 * addresses by their /64 network (one household or server gets a whole /64 to rotate through).
 */
function subject(entry: string | undefined) {
  const address = entry?.trim() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return undefined;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${full
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address under the trust model, or `undefined` when it cannot be known. */
export function clientAddress(headers: Pick<Headers, 'get'>, trust = proxyTrust()) {
  if (trust.kind === 'none') return undefined;
  if (trust.kind === 'vercel') return subject(headers.get('x-real-ip') ?? undefined);
  const entries = (headers.get('x-forwarded-for') ?? '').split(',');
  return entries.length >= trust.hops ? subject(entries.at(-trust.hops)) : undefined;
}

/**
 * The header in which the request hook of a Node.js server (`recordSocketAddresses`,
 * lib/http/socket-address.ts) passes on the address the connection came from, in place of whatever
 * a client sent under that name.
 */
export const socketAddressHeader = 'x-socket-address';

/** Set once that hook runs in this process: before it, the header is whatever a client sent. */
const hooks = globalThis as typeof globalThis & { socketAddressRecorded?: boolean };

export function markSocketAddressRecorded() {
  hooks.socketAddressRecorded = true;
}

/**
 * The address the request's connection came from, when the server is reached directly
 * (`TRUSTED_PROXY_HOPS=0`, not on Vercel) and its request hooks run; else `undefined`. Behind a
 * proxy that is the proxy's address, so it is read only where no proxy is trusted.
 */
export function socketAddress(headers: Pick<Headers, 'get'>, trust = proxyTrust()) {
  if (trust.kind !== 'none' || !hooks.socketAddressRecorded) return undefined;
  return subject(headers.get(socketAddressHeader) ?? undefined);
}

/**
 * The wider networks an address belongs to, which count as well: an IPv6 /64 is also counted by
 * its /48 (a site's allocation, 65,536 /64s to rotate through). IPv4 has none.
 */
export function widerNetworks(address: string) {
  const network = /^((?:[0-9a-f]{1,4}:){2}[0-9a-f]{1,4}):[0-9a-f]{1,4}::\/64$/.exec(address);
  return network ? [`${network[1]}::/48`] : [];
}

/** A pseudonym of the address for the rate-limit tables: the address itself is never stored. */
export function clientKey(address: string, secret: string) {
  return createHmac('sha256', secret).update(`client:${address}`).digest('base64url').slice(0, 22);
}
