'use server';

import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { FormResult } from '@/lib/contact/messages';
import { receiveContact, rememberSent } from '@/lib/contact/receive';
import { sentPage } from '@/lib/contact/sent-page';
import { valuesFromForm } from '@/lib/contact/validation';

/**
 * The contact form's action without JavaScript: the browser posts the form to /kontakt, Next.js
 * runs this and renders the page again with its result, the same form with the message, the errors
 * beside the fields and what the visitor typed (`useActionState` in ContactForm). An accepted post
 * goes on to the thank-you page (303). The form with JavaScript posts to /kontakt/senden instead.
 * Called by script with anything but a form's data (`["$undefined",{}]`), it answers 404: it exists
 * only for the form, and Next.js gives an action no way to answer 400.
 */
export async function sendContactForm(
  _previous: FormResult | undefined,
  data: FormData,
): Promise<FormResult> {
  if (!(data instanceof FormData)) notFound();
  const form = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string') form.append(key, value);
  const outcome = await receiveContact(await headers(), form);
  if (outcome.kind === 'sent' || outcome.kind === 'discarded') {
    await rememberSent();
    redirect(sentPage);
  }
  return { outcome, values: valuesFromForm(form) };
}
