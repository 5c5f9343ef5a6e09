/**
 * The thank-you page of the form without JavaScript, and the marker that leads there: the form's
 * handler sets it on the 303 after an accepted post, middleware.ts sends anyone without it on to
 * the form (a visitor who sent nothing is not thanked). Scoped to that one address, HttpOnly,
 * for ten minutes (a reload of the page still thanks). Shared by the handler and the middleware.
 */
export const sentPage = '/kontakt/gesendet';
export const SENT_COOKIE = 'kontakt-gesendet';
export const sentSetCookie = `${SENT_COOKIE}=1; Path=${sentPage}; Max-Age=600; HttpOnly; SameSite=Lax`;
