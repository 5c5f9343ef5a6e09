import 'server-only';
import { sharedDatabase } from '@/lib/db/shared';
import { contactConfig } from './config';
import { sendDueNotifications, smtpSender } from './notify';
import { createContactRepository } from './repository';

/** The contact form's repository on the configured database. */
export const contactRepository = async () => createContactRepository(await sharedDatabase());

/** Retries due e-mail notifications; for Next's `after()`. */
export async function backgroundWork() {
  const { mail } = contactConfig();
  if (mail) await sendDueNotifications(await contactRepository(), mail, smtpSender(mail));
}
