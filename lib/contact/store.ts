import 'server-only';
import { migrate } from '@/lib/db/migrate';
import { databaseUrlFromEnv, openDatabase } from '@/lib/db/open';
import { contactConfig } from './config';
import { sendDueNotifications, smtpSender } from './notify';
import { createContactRepository, type ContactRepository } from './repository';

/** Shared by every route of the process (route handlers and pages are separate bundles). */
const shared = globalThis as typeof globalThis & {
  contactRepository?: Promise<ContactRepository>;
};

async function open() {
  const db = await openDatabase(databaseUrlFromEnv());
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return createContactRepository(db);
}

/**
 * The repository of the configured database, opened and migrated on first use. If that fails (the
 * database is down), the next call tries again.
 */
export function contactRepository() {
  shared.contactRepository ??= open().catch((error: unknown) => {
    shared.contactRepository = undefined;
    throw error;
  });
  return shared.contactRepository;
}

/** Retries due e-mail notifications and tidies the rate limit table; for Next's `after()`. */
export async function backgroundWork(now = Date.now()) {
  const repository = await contactRepository();
  const { mail, rateLimit } = contactConfig();
  await repository.purgeRateLimits(now - Math.max(rateLimit.windowMs, 24 * 60 * 60_000));
  if (mail) await sendDueNotifications(repository, mail, smtpSender(mail));
}
