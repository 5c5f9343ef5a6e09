import 'server-only';
import { sharedDatabase } from '@/lib/db/shared';
import { contactConfig } from './config';
import { sendDueNotifications, smtpSender } from './notify';
import { createContactRepository, type ContactRepository } from './repository';

/**
 * The contact form's repository on the configured database. Its table is the backend's: only once
 * the backend has started (its migrations make the table) can it be used. Needs no Payload config,
 * so that the backend's own hooks can use it (lib/cms/collections/Messages.ts).
 */
export async function openContactRepository() {
  return createContactRepository(await sharedDatabase());
}

/**
 * Retries due e-mail notifications, on the repository `repository` gives; for Next's `after()`.
 * The caller passes how it knows the backend has started.
 */
export async function retryDueNotifications(repository: () => Promise<ContactRepository>) {
  const { mail } = contactConfig();
  if (mail) await sendDueNotifications(await repository(), mail, smtpSender(mail));
}
