import 'server-only';
import { rateLimits } from '@/lib/db/rate-limits';
import { sharedDatabase } from '@/lib/db/shared';
import { contactConfig } from './config';
import { sendDueNotifications, smtpSender } from './notify';
import { createContactRepository } from './repository';

/** The contact form's repository on the configured database. */
export const contactRepository = async () => createContactRepository(await sharedDatabase());

/** Retries due e-mail notifications and tidies the rate limit table; for Next's `after()`. */
export async function backgroundWork(now = Date.now()) {
  const { mail, rateLimit } = contactConfig();
  await (await rateLimits()).purge(now - Math.max(rateLimit.windowMs, 24 * 60 * 60_000));
  if (mail) await sendDueNotifications(await contactRepository(), mail, smtpSender(mail));
}
