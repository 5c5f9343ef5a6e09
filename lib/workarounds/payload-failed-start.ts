import 'server-only';
import { beforeNextJs } from '@/lib/http/before-next';

type PayloadCache = Map<string, { payload: unknown; promise: unknown }>;

/**
 * Workaround for Payload 3.90.1 skipping `onInit` for good once a start has failed
 * (payloadcms/payload#15170, open): `getPayload` keeps the cache entry of the failed start, and the
 * next call, finding an entry, disables `onInit` as if it had run. A server started while its
 * database was down would then never make the owner's account from ADMIN_EMAIL/ADMIN_PASSWORD
 * (lib/cms/owner.ts) once the database is back, and the login would refuse the right password.
 * The entry of a failed start (no instance, no start under way) is removed before each request, so
 * that the next start runs in full. Let it go when the canary in
 * e2e/backend-unavailable-postgres.spec.ts fails, i.e. when a server with NEXT_WORKAROUNDS=off
 * logs the owner in after such a start.
 */
export function forgetFailedPayloadStarts() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  beforeNextJs(() => {
    forgetFailedPayloadStart();
    return false;
  });
}

/** Removes the cache entry of a failed Payload start (also called when the server's own start fails). */
export function forgetFailedPayloadStart() {
  if (process.env.NEXT_WORKAROUNDS === 'off') return;
  const cache = (globalThis as { _payload?: PayloadCache })._payload;
  const entry = cache?.get('default');
  if (entry && entry.payload === null && entry.promise === null) cache!.delete('default');
}
