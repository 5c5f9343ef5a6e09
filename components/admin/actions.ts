'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isHttps, requireArea, requireLogin } from '@/lib/admin/guard';
import { clearLoginAttempts, consumeLoginAttempt } from '@/lib/admin/login-lockout';
import {
  createSession,
  passwordMatches,
  sessionCookie,
  sessionMaxAgeSeconds,
} from '@/lib/admin/session';
import { contactRepository } from '@/lib/contact/store';
import { rateLimits } from '@/lib/db/rate-limits';
import { clientOf } from '@/lib/security/store';

const loginPage = '/verwaltung/anmelden';

/** Every attempt counts against the login limits; a successful one clears the client's. */
async function checkLogin(password: string, input: FormDataEntryValue | null) {
  try {
    const client = await clientOf(await headers());
    const limits = await rateLimits();
    const limit = await consumeLoginAttempt(limits, client, Date.now());
    if (!limit.allowed)
      return `${loginPage}?fehler=gesperrt&minuten=${Math.ceil(limit.retryAfterMs / 60_000)}`;
    if (typeof input !== 'string' || !passwordMatches(input, password))
      return `${loginPage}?fehler=passwort`;
    await clearLoginAttempts(limits, client);
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
