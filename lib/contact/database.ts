import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { sharedDatabase } from '@/lib/db/shared';
import { contactConfig } from './config';
import { sendDueNotifications, smtpSender } from './notify';
import { createContactRepository } from './repository';

/**
 * The contact form's repository on the configured database, once the backend has started: its
 * migrations make the table the messages go to (if the start failed, e.g. the database was not up
 * yet, this tries again).
 */
export async function contactRepository() {
  await getPayload({ config });
  return createContactRepository(await sharedDatabase());
}

/** Retries due e-mail notifications; for Next's `after()`. */
export async function retryDueNotifications() {
  const { mail } = contactConfig();
  if (mail) await sendDueNotifications(await contactRepository(), mail, smtpSender(mail));
}
