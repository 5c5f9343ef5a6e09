import 'server-only';
import type { CollectionBeforeOperationHook } from 'payload';
import messages from '@/messages/de.json';
import { shownError } from './errors';

const { accountInSettings } = messages.Admin;

/**
 * The owner's login is ADMIN_EMAIL and ADMIN_PASSWORD, which every start of the server sets again
 * (lib/cms/owner.ts). A password changed in the backend would be replaced without a word at the
 * next start (a leaked one she had replaced would work again), an address changed there would
 * lose the account at the next start, and a reset by e-mail cannot work: the backend sends no
 * e-mail. Each is refused with where to change it instead; the backend shows neither "Passwort
 * ändern" nor "Passwort vergessen?" (app/(payload)/backend.css). The server's own update of the
 * account (no user in the request) goes through.
 */
export const accountFromSettings: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'forgotPassword' || operation === 'resetPassword') {
    throw shownError(accountInSettings.forgot, 403);
  }
  const data = (args as { data?: Record<string, unknown> }).data;
  if (operation !== 'update' || !req.user || !data) return args;
  if ('password' in data) throw shownError(accountInSettings.password, 403);
  if (
    typeof data.email === 'string' &&
    data.email.toLowerCase() !== req.user.email?.toLowerCase()
  ) {
    throw shownError(accountInSettings.email, 403);
  }
  return args;
};
