import { after, type NextRequest } from 'next/server';
import { contactConfig } from '@/lib/contact/config';
import { contactRequest, hasSpamshield, readBody } from '@/lib/contact/http';
import { publicOutcome, statusOf } from '@/lib/contact/messages';
import { resultPage } from '@/lib/contact/result-page';
import { backgroundWork, contactRepository } from '@/lib/contact/store';
import { rateLimits } from '@/lib/db/rate-limits';
import { clientOf } from '@/lib/security/store';
import { submitContact, type Outcome } from '@/lib/contact/submit';
import { valuesFromForm } from '@/lib/contact/validation';

/** Where a visitor without JavaScript lands after sending (Post/Redirect/Get). */
const sentPage = '/kontakt/gesendet';

/**
 * POST target of the contact form, `application/x-www-form-urlencoded`. The enhanced form asks for
 * JSON (`Accept: application/json`); a plain POST gets a 303 to the thank-you page or a German HTML
 * page with the matching status (403 no spamshield cookie, 413, 422, 429, 503).
 */
/** What the server decides about a POST whose body it read. */
async function decide(request: NextRequest, body: string): Promise<Outcome> {
  let client: string | undefined;
  try {
    client = await clientOf(request.headers);
  } catch (error) {
    console.error('Kontaktformular: Datenbank nicht erreichbar', error);
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

export async function POST(request: NextRequest) {
  const body = await readBody(request);
  const outcome: Outcome =
    body === undefined
      ? { kind: hasSpamshield(request.headers) ? 'tooLarge' : 'cookieMissing' }
      : await decide(request, body);

  if (outcome.kind === 'sent' && !outcome.duplicate) {
    after(() => backgroundWork().catch((error) => console.error('Kontaktformular:', error)));
  }

  const status = statusOf[outcome.kind];
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (outcome.kind === 'rateLimited') headers.set('retry-after', String(outcome.retryAfterSeconds));

  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json(publicOutcome(outcome), { status, headers });
  }
  if (outcome.kind === 'sent' || outcome.kind === 'discarded') {
    headers.set('location', sentPage);
    return new Response(null, { status: 303, headers });
  }
  headers.set('content-type', 'text/html; charset=utf-8');
  const values = valuesFromForm(new URLSearchParams(body ?? ''));
  return new Response(await resultPage(outcome, values), { status, headers });
}

/** The address is only a form target; someone who opens it lands on the form. */
export function GET() {
  return new Response(null, { status: 303, headers: { location: '/kontakt' } });
}
