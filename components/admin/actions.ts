'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { isHttps, requireArea, requireLogin } from '@/lib/admin/guard';
import { formField } from '@/lib/admin/form-field';
import { clearLoginAttempts, consumeLoginAttempt } from '@/lib/admin/login-lockout';
import {
  passwordMatches,
  sessionCookie,
  sessionMaxAgeSeconds,
  sessions,
} from '@/lib/admin/session';
import { contactRepository } from '@/lib/contact/store';
import { rateLimits } from '@/lib/db/rate-limits';
import { purgeRateLimits } from '@/lib/security/rate-limit-retention';
import { clientOf } from '@/lib/security/store';

const loginPage = '/verwaltung/nachrichten/anmelden';

/**
 * Every attempt counts against the login limits; a successful one clears the client's and starts a
 * session. Resolves to the session's cookie value, or to the login page with the reason.
 */
async function checkLogin(
  password: string,
  input: string,
): Promise<{ session: string } | { refused: string }> {
  after(() => purgeRateLimits().catch((error) => console.error('Verwaltung:', error)));
  try {
    const client = await clientOf(await headers());
    const limits = await rateLimits();
    const limit = await consumeLoginAttempt(limits, client, Date.now());
    if (!limit.allowed) {
      const minutes = Math.ceil(limit.retryAfterMs / 60_000);
      return { refused: `${loginPage}?fehler=gesperrt&minuten=${minutes}` };
    }
    if (!passwordMatches(input, password)) return { refused: `${loginPage}?fehler=passwort` };
    await clearLoginAttempts(limits, client);
    return { session: await (await sessions()).create(password, Date.now()) };
  } catch (error) {
    console.error('Verwaltung: Anmeldung nicht möglich', error);
    return { refused: `${loginPage}?fehler=datenbank` };
  }
}

export async function login(form: FormData) {
  const password = await requireArea();
  const result = await checkLogin(password, formField(form, 'passwort'));
  if ('refused' in result) redirect(result.refused);
  (await cookies()).set(sessionCookie, result.session, {
    httpOnly: true,
    sameSite: 'strict',
    secure: await isHttps(),
    path: '/verwaltung/nachrichten',
    maxAge: sessionMaxAgeSeconds,
  });
  redirect('/verwaltung/nachrichten');
}

/** Ends the session on the server too, so that a copy of the cookie is worthless afterwards. */
export async function logout() {
  await requireArea();
  const jar = await cookies();
  await (await sessions()).end(jar.get(sessionCookie)?.value);
  jar.delete({ name: sessionCookie, path: '/verwaltung/nachrichten' });
  redirect(loginPage);
}

export async function setDone(form: FormData) {
  await requireLogin();
  const id = formField(form, 'id');
  const repository = await contactRepository();
  await repository.setDone(id, formField(form, 'erledigt') === 'ja' ? Date.now() : null);
  redirect(`/verwaltung/nachrichten/${encodeURIComponent(id)}`);
}

export async function deleteSubmission(form: FormData) {
  await requireLogin();
  const repository = await contactRepository();
  await repository.delete(formField(form, 'id'));
  redirect('/verwaltung/nachrichten?geloescht=1');
}
