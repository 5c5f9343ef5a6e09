import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { formContentType, hasSpamshield, isFormBody, readBody } from '@/lib/contact/http';
import { fieldOrder } from '@/lib/contact/fields';
import { errorValues, outcomeValues, publicOutcome, statusOf } from '@/lib/contact/messages';
import { receiveContact, rememberSent } from '@/lib/contact/receive';
import { sentPage } from '@/lib/contact/sent-page';
import type { Outcome } from '@/lib/contact/submit';

/** What the server decides about a POST. */
async function decide(request: NextRequest): Promise<Outcome> {
  // Without the cookie, that is the answer, whatever else is wrong with the post.
  const refused = (kind: 'tooLarge' | 'unsupportedMediaType') =>
    ({ kind: hasSpamshield(request.headers) ? kind : 'cookieMissing' }) as const;
  if (!isFormBody(request.headers)) return refused('unsupportedMediaType');
  const body = await readBody(request);
  if (body === undefined) return refused('tooLarge');
  return receiveContact(request.headers, new URLSearchParams(body));
}

/**
 * The contact form's handler for the form with JavaScript, `application/x-www-form-urlencoded`
 * only: it asks for JSON (`Accept: application/json`) and gets the outcome with its status (403 no
 * spamshield cookie, 413, 415, 422, 429, 503). The form without JavaScript goes to its action
 * (app/(site)/kontakt/actions.ts); any other POST (a client of its own, a form page loaded before
 * the action existed) gets a 303 to the thank-you page or the German message as text.
 */
export async function POST(request: NextRequest) {
  const outcome = await decide(request);
  const status = statusOf[outcome.kind];
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (outcome.kind === 'rateLimited') headers.set('retry-after', String(outcome.retryAfterSeconds));
  if (outcome.kind === 'unsupportedMediaType') headers.set('accept-post', formContentType);

  if (request.headers.get('accept')?.includes('application/json')) {
    return Response.json(publicOutcome(outcome), { status, headers });
  }
  if (outcome.kind === 'sent' || outcome.kind === 'discarded') {
    // Post/Redirect/Get to the thank-you page.
    await rememberSent();
    headers.set('location', sentPage);
    return new Response(null, { status: 303, headers });
  }
  const t = await getTranslations({ locale, namespace: 'Contact' });
  const errors = outcome.kind === 'invalid' ? outcome.errors : {};
  const lines = [
    t(`outcome.${outcome.kind}`, outcomeValues(outcome)),
    ...fieldOrder.flatMap((field) => {
      const error = errors[field];
      return error ? [`– ${t(`errors.${error}`, errorValues(field))}`] : [];
    }),
  ];
  headers.set('content-type', 'text/plain; charset=utf-8');
  return new Response(`${lines.join('\n')}\n`, { status, headers });
}

/** The address is only a form target; someone who opens it lands on the form. */
export function GET() {
  return new Response(null, { status: 303, headers: { location: '/kontakt' } });
}
