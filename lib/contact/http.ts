import 'server-only';
import { mediaType } from '@/lib/http/content-type';
import { SPAMSHIELD_COOKIE, SPAMSHIELD_SET_COOKIE } from '@/lib/security/spamshield';
import { honeypotField, tokenField } from './fields';
import type { ContactRequest } from './submit';
import { valuesFromForm } from './validation';

/** Largest accepted request body. A full form in any script stays well below (≈ 50 KiB). */
export const maxBodyBytes = 64 * 1024;

/** Reads the body up to `maxBytes`; `undefined` when it is larger. */
export async function readBody(request: Request, maxBytes = maxBodyBytes) {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The request carries exactly the cookie pair `spamshield=true`: every pair named `spamshield` must
 * be exactly that, and there must be one. A bare `spamshield`, an encoded value
 * (`spamshield=%74rue`) or a second pair with another value (`spamshield=false; spamshield=true`)
 * does not pass. The raw header is read, since Next.js's cookie parser decodes values.
 */
export function hasSpamshield(headers: Pick<Headers, 'get'>) {
  const pairs = (headers.get('cookie') ?? '').split(';').map((pair) => pair.trim());
  const ours = pairs.filter((pair) => pair.split('=')[0]!.trim() === SPAMSHIELD_COOKIE);
  return ours.length > 0 && ours.every((pair) => pair === SPAMSHIELD_SET_COOKIE);
}

/** The form's only content type; any other body is refused with 415 before it is read. */
export const formContentType = 'application/x-www-form-urlencoded';

export function isFormBody(headers: Pick<Headers, 'get'>) {
  return mediaType(headers) === formContentType;
}

/**
 * The contact request of a post's headers and form fields; `client` is the sender's pseudonymous
 * key (`clientOf`), `undefined` when the trust model cannot tell.
 */
export function contactRequest(
  headers: Pick<Headers, 'get'>,
  form: URLSearchParams,
  client: string | undefined,
): ContactRequest {
  const token = form.get(tokenField);
  return {
    values: valuesFromForm(form),
    hasSpamshield: hasSpamshield(headers),
    honeypot: form.get(honeypotField) ?? '',
    token: token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined,
    client,
  };
}
