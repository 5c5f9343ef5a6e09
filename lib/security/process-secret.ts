import 'server-only';
import { sharedDatabase } from '@/lib/db/shared';
import { clientAddress, clientKey } from './client-address';
import { serverSecret } from './server-secret';

/** Shared by every route of the process (route handlers and pages are separate bundles). */
const shared = globalThis as typeof globalThis & { serverSecret?: Promise<string> };

/** The server secret (see `serverSecret`), read once per process; tried again after a failure. */
export function secret() {
  shared.serverSecret ??= sharedDatabase()
    .then((db) => serverSecret(db))
    .catch((error: unknown) => {
      shared.serverSecret = undefined;
      throw error;
    });
  return shared.serverSecret;
}

/** The pseudonymous key of the request's client; `undefined` when the trust model cannot tell. */
export async function clientOf(headers: Pick<Headers, 'get'>) {
  const address = clientAddress(headers);
  return address === undefined ? undefined : clientKey(address, await secret());
}
