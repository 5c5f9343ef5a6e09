import 'server-only';
import type { NextRequest } from 'next/server';
import { SPAMSHIELD_COOKIE, SPAMSHIELD_VALUE } from '@/lib/spamshield.mjs';
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

export function hasSpamshield(request: NextRequest) {
  return request.cookies.get(SPAMSHIELD_COOKIE)?.value === SPAMSHIELD_VALUE;
}

/**
 * The contact request of an `application/x-www-form-urlencoded` body; `client` is the sender's
 * pseudonymous key (`clientOf`), `undefined` when the trust model cannot tell.
 */
export function contactRequest(
  request: NextRequest,
  body: string,
  client: string | undefined,
): ContactRequest {
  const form = new URLSearchParams(body);
  const token = form.get(tokenField);
  return {
    values: valuesFromForm(form),
    hasSpamshield: hasSpamshield(request),
    honeypot: form.get(honeypotField) ?? '',
    token: token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined,
    client,
  };
}
