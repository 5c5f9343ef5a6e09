import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { forgetFailedPayloadStart } from '@/lib/workarounds/payload-failed-start';

/**
 * Starts the backend with the server (instrumentation.ts): Payload runs the database's pending
 * migrations (`prodMigrations`) and makes the owner's account from the environment before the first
 * request. If the database cannot be reached, the public pages are still served from Next's cache,
 * and the backend tries again on its first request.
 */
export async function startBackend() {
  try {
    await getPayload({ config });
  } catch (error) {
    console.error('Backend could not start (database unreachable?):', error);
    forgetFailedPayloadStart();
  }
}
