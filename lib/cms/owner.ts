import 'server-only';
import { pbkdf2, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import type { Payload } from 'payload';

type Env = Record<string, string | undefined>;

/** The owner's login address when ADMIN_EMAIL is not set. */
export const defaultAdminEmail = 'verwaltung@example.org';

/** The owner's account from the environment; without ADMIN_PASSWORD the backend does not exist. */
export function ownerAccount(env: Env = process.env) {
  if (!env.ADMIN_PASSWORD) return undefined;
  return {
    email: (env.ADMIN_EMAIL || defaultAdminEmail).toLowerCase(),
    password: env.ADMIN_PASSWORD,
  };
}

const pbkdf2Async = promisify(pbkdf2);

/**
 * Whether `password` is the one Payload stored as `hash` with `salt` (its local strategy: PBKDF2
 * with SHA-256, `pbkdf2-sha256-v1:` with 600,000 rounds and 32 bytes, older hashes 25,000 rounds
 * and 512 bytes). A format this does not know counts as a different password.
 */
export async function storedPasswordIs(password: string, salt: string, hash: string) {
  const current = /^pbkdf2-sha256-v1:([0-9a-f]+)$/.exec(hash);
  const [rounds, length, stored] = current
    ? [600_000, 32, current[1]!]
    : /^[0-9a-f]{1024}$/.test(hash)
      ? [25_000, 512, hash]
      : [0, 0, ''];
  if (!rounds) return false;
  const computed = await pbkdf2Async(password, salt, rounds, length, 'sha256');
  return timingSafeEqual(computed, Buffer.from(stored, 'hex'));
}

type UserRow = { id: number | string; email: string; hash?: string; salt?: string };

/**
 * Makes the backend's one account the owner's from ADMIN_EMAIL and ADMIN_PASSWORD, when the
 * server starts: creates it, or sets a changed password (which ends its sessions), and removes
 * any other account (e.g. after ADMIN_EMAIL changed). Never shows a "create the first user" screen:
 * the account exists before the first request.
 */
export async function syncOwner(payload: Payload, env: Env = process.env, again = false) {
  const account = ownerAccount(env);
  if (!account) return;
  const { docs } = await payload.find({
    collection: 'users',
    limit: 0,
    pagination: false,
    showHiddenFields: true,
    depth: 0,
  });
  const users = docs as unknown as UserRow[];
  const others = users.filter((user) => user.email.toLowerCase() !== account.email);
  if (others.length) {
    await payload.delete({ collection: 'users', where: { id: { in: others.map((u) => u.id) } } });
  }
  const existing = users.find((user) => user.email.toLowerCase() === account.email);
  if (!existing) {
    try {
      await payload.create({ collection: 'users', data: account });
    } catch (error) {
      // Another instance that started at the same moment made it first (the address is unique):
      // go on as with an existing account.
      if (again) throw error;
      await syncOwner(payload, env, true);
    }
    return;
  }
  const same =
    existing.hash && existing.salt
      ? await storedPasswordIs(account.password, existing.salt, existing.hash)
      : false;
  if (!same) {
    await payload.update({
      collection: 'users',
      id: existing.id,
      data: { password: account.password, sessions: [] },
    });
  }
}
