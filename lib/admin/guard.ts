import 'server-only';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { adminPassword, sessionCookie, sessions } from './session';

/** The owner's password; 404 when none is set, so the area does not exist. */
export async function requireArea() {
  await connection();
  const password = adminPassword();
  if (!password) notFound();
  return password;
}

/** The cookie value belongs to a session that is still valid (see `SessionStore.isValid`). */
export async function isValidSession(token: string | undefined, password: string) {
  return (await sessions()).isValid(token, password, Date.now());
}

export async function isLoggedIn(password: string) {
  return isValidSession((await cookies()).get(sessionCookie)?.value, password);
}

/** For every page and action of the owner's area except the login. */
export async function requireLogin() {
  const password = await requireArea();
  if (!(await isLoggedIn(password))) redirect('/verwaltung/nachrichten/anmelden');
}

/** The session cookie is `Secure` whenever the site is reached over HTTPS (directly or via a proxy). */
export async function isHttps() {
  return (await headers()).get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}
