'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { clientAddress, clientKey } from '@/lib/contact/http';
import { contactRepository } from '@/lib/contact/store';
import { rateLimits } from '@/lib/db/rate-limits';
import { isHttps, requireArea, requireLogin } from '@/lib/admin/guard';
import {
  createSession,
  loginRateBucket,
  loginRateLimit,
  passwordMatches,
  sessionCookie,
  sessionMaxAgeSeconds,
} from '@/lib/admin/session';

const loginPage = '/verwaltung/anmelden';

/** Every attempt counts against the client's login limit; a successful one clears it. */
async function checkLogin(password: string, input: FormDataEntryValue | null) {
  const client = clientKey(clientAddress(await headers()));
  try {
    const limits = await rateLimits();
    const limit = await limits.consume(loginRateBucket, client, loginRateLimit, Date.now());
    if (!limit.allowed)
      return `${loginPage}?fehler=gesperrt&minuten=${Math.ceil(limit.retryAfterMs / 60_000)}`;
    if (typeof input !== 'string' || !passwordMatches(input, password))
      return `${loginPage}?fehler=passwort`;
    await limits.clear(loginRateBucket, client);
    return undefined;
  } catch (error) {
    console.error('Verwaltung: Anmeldung nicht möglich', error);
    return `${loginPage}?fehler=datenbank`;
  }
}

export async function login(form: FormData) {
  const password = await requireArea();
  const refused = await checkLogin(password, form.get('passwort'));
  if (refused) redirect(refused);
  (await cookies()).set(sessionCookie, createSession(Date.now(), password), {
    httpOnly: true,
    sameSite: 'strict',
    secure: await isHttps(),
    path: '/verwaltung',
    maxAge: sessionMaxAgeSeconds,
  });
  redirect('/verwaltung');
}

export async function logout() {
  await requireArea();
  (await cookies()).delete({ name: sessionCookie, path: '/verwaltung' });
  redirect(loginPage);
}

function submissionId(form: FormData) {
  const id = form.get('id');
  return typeof id === 'string' ? id : '';
}

export async function setDone(form: FormData) {
  await requireLogin();
  const id = submissionId(form);
  const repository = await contactRepository();
  await repository.setDone(id, form.get('erledigt') === 'ja' ? Date.now() : null);
  redirect(`/verwaltung/${encodeURIComponent(id)}`);
}

export async function deleteSubmission(form: FormData) {
  await requireLogin();
  const repository = await contactRepository();
  await repository.delete(submissionId(form));
  redirect('/verwaltung?geloescht=1');
}
