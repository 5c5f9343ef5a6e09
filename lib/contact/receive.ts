import 'server-only';
import config from '@payload-config';
import { cookies } from 'next/headers';
import { after } from 'next/server';
import { getPayload } from 'payload';
import { rateLimits } from '@/lib/db/rate-limits';
import { purgeRateLimits } from '@/lib/security/rate-limit-retention';
import { clientOf } from '@/lib/security/process-secret';
import { contactConfig } from './config';
import { openContactRepository, retryDueNotifications } from './database';
import { contactRequest } from './http';
import { sentCookie } from './sent-page';
import { submitContact, type Outcome } from './submit';

/**
 * The contact form's repository once the backend has started: its migrations make the table the
 * messages go to (if the start failed, e.g. the database was not up yet, this tries again).
 */
async function contactRepository() {
  await getPayload({ config });
  return openContactRepository();
}

/** The rate limits once the backend has started: its migrations make their table too. */
async function startedRateLimits() {
  await getPayload({ config });
  return rateLimits();
}

/** The outcomes of posts that the rate limit counted. */
const counted = new Set<Outcome['kind']>(['sent', 'invalid', 'rateLimited']);

/**
 * Checks and stores one post of the contact form, from its request headers and form fields: the
 * one path of the form's handler (`/kontakt/senden`, the form with JavaScript) and of its action
 * (the form without JavaScript). The e-mail and the rate limit's tidying run after the answer.
 */
export async function receiveContact(headers: Headers, form: URLSearchParams): Promise<Outcome> {
  const outcome = await submit(headers, form);
  if (outcome.kind === 'sent' && !outcome.duplicate) {
    after(() =>
      retryDueNotifications(contactRepository).catch((error) =>
        console.error('Contact form:', error),
      ),
    );
  }
  if (counted.has(outcome.kind)) {
    // The rate limit counted this post: tidy the events no limit counts any more.
    after(() => purgeRateLimits().catch((error) => console.error('Contact form:', error)));
  }
  return outcome;
}

async function submit(headers: Headers, form: URLSearchParams): Promise<Outcome> {
  let client: string | undefined;
  try {
    client = await clientOf(headers);
  } catch (error) {
    console.error('Contact form: database unreachable', error);
    return { kind: 'notSaved' };
  }
  const config = contactConfig();
  return submitContact(contactRequest(headers, form, client), {
    repository: contactRepository,
    rateLimits: startedRateLimits,
    rateLimit: config.rateLimit,
    unknownClientsRateLimit: config.unknownClientsRateLimit,
    mailConfigured: config.mail !== undefined,
    now: Date.now,
  });
}

/** Marks the visitor as one who sent the form, for the thank-you page (./sent-page.ts). */
export async function rememberSent() {
  (await cookies()).set(sentCookie);
}
