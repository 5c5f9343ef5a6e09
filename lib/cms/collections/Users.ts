import 'server-only';
import type { CollectionConfig } from 'payload';
import { servedOverHttps } from '@/lib/http/headers.mjs';
import { nobody, owner } from '../access';
import { checkLoginLimit, forgetLoginAttempts } from '../login-limits';
import { accountFromSettings } from '../account-from-settings';

/**
 * The owner's account. There is one, made from ADMIN_EMAIL and ADMIN_PASSWORD when the server
 * starts (lib/cms/owner.ts); nobody creates or deletes accounts through the backend.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Zugang', plural: 'Zugänge' },
  admin: { useAsTitle: 'email', hidden: true },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
    // Payload's own lock counts failures per account: a stranger who knows the owner's address
    // could lock the owner out. The login limits count per client instead (login-limits.ts).
    maxLoginAttempts: 0,
    cookies: { sameSite: 'Strict', secure: servedOverHttps },
  },
  access: { read: owner, create: nobody, update: owner, delete: nobody },
  hooks: {
    beforeOperation: [checkLoginLimit, accountFromSettings],
    afterLogin: [forgetLoginAttempts],
  },
  fields: [],
};
