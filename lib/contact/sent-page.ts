/**
 * The thank-you page of the form without JavaScript, and the marker that leads there: the form's
 * action and handler set it when they send a visitor there after an accepted post, middleware.ts
 * sends anyone without it on to the form (a visitor who sent nothing is not thanked). Scoped to that
 * one address, HttpOnly, for ten minutes (a reload of the page still thanks). Shared by the form's
 * server side and the middleware.
 */
import { servedOverHttps } from '@/lib/http/headers.mjs';

export const sentPage = '/kontakt/gesendet';
export const SENT_COOKIE = 'kontakt-gesendet';
export const sentCookie = {
  name: SENT_COOKIE,
  value: '1',
  path: sentPage,
  maxAge: 600,
  httpOnly: true,
  secure: servedOverHttps,
  sameSite: 'lax',
} as const;
