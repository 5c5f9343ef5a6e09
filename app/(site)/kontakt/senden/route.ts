import { after, type NextRequest } from 'next/server';
import { contactConfig } from '@/lib/contact/config';
import {
  contactRequest,
  formContentType,
  hasSpamshield,
  isFormBody,
  readBody,
} from '@/lib/contact/http';
import { publicOutcome, statusOf } from '@/lib/contact/messages';
import { resultPage } from '@/lib/contact/result-page';
import { sentPage, sentSetCookie } from '@/lib/contact/sent-page';
import { retryDueNotifications, contactRepository } from '@/lib/contact/database';
import { rateLimits } from '@/lib/db/rate-limits';
import { purgeRateLimits } from '@/lib/security/rate-limit-retention';
import { clientOf } from '@/lib/security/process-secret';
import { submitContact, type Outcome } from '@/lib/contact/submit';
import { valuesFromForm } from '@/lib/contact/validation';

/** The outcomes of posts that the rate limit counted. */
const counted = new Set<Outcome['kind']>(['sent', 'invalid', 'rateLimited']);

/** What the server decides about a POST, and the form body it read (empty when it read none). */
async function decide(request: NextRequest): Promise<{ outcome: Outcome; body: string }> {
  // Without the cookie, that is the answer, whatever else is wrong with the post.
  const refused = (kind: 'tooLarge' | 'unsupportedMediaType') => ({
    outcome: { kind: hasSpamshield(request.headers) ? kind : 'cookieMissing' } as const,
    body: '',
  });
  if (!isFormBody(request.headers)) return refused('unsupportedMediaType');
  const body = await readBody(request);
  if (body === undefined) return refused('tooLarge');
  return { outcome: await submit(request, body), body };
}

/** The contact form's checks and storage for a form body. */
async function submit(request: NextRequest, body: string): Promise<Outcome> {
  let client: string | undefined;
  try {
    client = await clientOf(request.headers);
  } catch (error) {
    console.error('Contact form: database unreachable', error);
    return { kind: 'notSaved' };
  }
  const config = contactConfig();
  return submitContact(contactRequest(request, body, client), {
    repository: contactRepository,
    rateLimits,
    rateLimit: config.rateLimit,
    unknownClientsRateLimit: config.unknownClientsRateLimit,
    mailConfigured: config.mail !== undefined,
    now: Date.now,
  });
}

/**
 * POST target of the contact form, `application/x-www-form-urlencoded` only. The enhanced form asks
 * for JSON (`Accept: application/json`); a plain POST gets a 303 to the thank-you page or a German
 * HTML page with the matching status (403 no spamshield cookie, 413, 415, 422, 429, 503).
 */
export async function POST(request: NextRequest) {
  const { outcome, body } = await decide(request);

  if (outcome.kind === 'sent' && !outcome.duplicate) {
    after(() => retryDueNotifications().catch((error) => console.error('Contact form:', error)));
  }
  if (counted.has(outcome.kind)) {
    // The rate limit counted this post: tidy the events no limit counts any more.
    after(() => purgeRateLimits().catch((error) => console.error('Contact form:', error)));
  }

  const status = statusOf[outcome.kind];
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (outcome.kind === 'rateLimited') headers.set('retry-after', String(outcome.retryAfterSeconds));
  if (outcome.kind === 'unsupportedMediaType') headers.set('accept-post', formContentType);

  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json(publicOutcome(outcome), { status, headers });
  }
  if (outcome.kind === 'sent' || outcome.kind === 'discarded') {
    // Where a visitor without JavaScript lands after sending (Post/Redirect/Get).
    headers.set('location', sentPage);
    headers.append('set-cookie', sentSetCookie);
    return new Response(null, { status: 303, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  const values = valuesFromForm(new URLSearchParams(body));
  return new Response(await resultPage(outcome, values), { status, headers });
}

/** The address is only a form target; someone who opens it lands on the form. */
export function GET() {
  return new Response(null, { status: 303, headers: { location: '/kontakt' } });
}
