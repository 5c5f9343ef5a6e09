import { NextResponse, type NextRequest } from 'next/server';
import { mediaType } from './content-type';
import { contentSecurityPolicy } from './csp.mjs';
import { servedOverHttps } from './headers.mjs';
import { contactHandler } from '@/lib/contact/fields';
import { SENT_COOKIE, sentPage } from '@/lib/contact/sent-page';
import { isUnreadableActionBody } from '@/lib/workarounds/action-bodies';
import { pageResponse, withSpamshieldCookie } from './page-response';

/** The policy of the middleware's own answers (refusals, redirects): no inline script at all. */
const plainPolicy = contentSecurityPolicy({ https: servedOverHttps });

/** Next.js's default limit for a server action's body (`serverActions.bodySizeLimit`). */
export const maxActionBodyBytes = 1024 * 1024;

/**
 * The addresses that take form posts: the contact form's handler, and the server actions of the
 * contact form without JavaScript and of the owner's area.
 */
const actionTargets = /^\/(?:kontakt$|verwaltung(?:\/|$))/;

const readOnly = ['GET', 'HEAD'];
const actionContentTypes = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'text/plain',
];

/** The methods an address answers: pages only GET and HEAD, the form targets POST as well. */
export function allowedMethods(pathname: string) {
  return pathname === contactHandler || actionTargets.test(pathname)
    ? [...readOnly, 'POST']
    : readOnly;
}

const refuse = (status: number, text: string, headers: Record<string, string> = {}) =>
  withSpamshieldCookie(
    new NextResponse(text, {
      status,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': plainPolicy,
        ...headers,
      },
    }),
  );

function hostOf(origin: string) {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * Server actions (the contact form without JavaScript, the owner's area) checked before Next.js
 * reads them, which answers these cases with 500: a foreign Origin, a body over the action limit, a
 * body of another type (JSON), a multipart body that does not parse.
 * Only these addresses' bodies are ever read here.
 */
async function checkAction(request: NextRequest) {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin !== null && hostOf(origin) !== host) {
    return refuse(403, 'Anfrage von einer fremden Seite abgelehnt.');
  }
  const length = request.headers.get('content-length');
  if (length === null) return refuse(411, 'Die Länge der Anfrage fehlt.');
  if (Number(length) > maxActionBodyBytes) return refuse(413, 'Die Anfrage ist zu groß.');
  // What the forms send: form data, or Next.js's text encoding of an action without one.
  const type = mediaType(request.headers);
  if (!actionContentTypes.includes(type)) {
    return refuse(415, 'Diese Adresse nimmt nur Formulardaten an.', {
      'accept-post': actionContentTypes.join(', '),
    });
  }
  let form: FormData | undefined;
  if (type === 'multipart/form-data') {
    try {
      form = await request.clone().formData();
    } catch {
      return refuse(400, 'Ungültige Formulardaten.');
    }
  }
  // A server action called by script (Next-Action): React's reply format (lib/workarounds/).
  if (
    request.headers.has('next-action') &&
    isUnreadableActionBody(form ? { form } : { text: await request.clone().text() })
  ) {
    return refuse(400, 'Ungültige Formulardaten.');
  }
  return pageResponse(request);
}

/**
 * The answer for a request whose method is not GET or HEAD: 405 where the address takes no such
 * request, the action checks for the server actions (/kontakt, the owner's area), the contact form's
 * handler checks its own posts.
 */
export function guardWrite(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const allowed = allowedMethods(pathname);
  if (!allowed.includes(request.method)) {
    return refuse(405, 'Diese Adresse nimmt keine solche Anfrage an.', {
      allow: allowed.join(', '),
    });
  }
  return actionTargets.test(pathname) ? checkAction(request) : pageResponse(request);
}

/**
 * The first page of a grid (`/galerie/seite/1`, `/galerie/kategorie/x/seite/1`,
 * `/galerie/bundesstaat/x/seite/1`, `/galerie/kategorie/x/bundesstaat/y/seite/1`) and its address.
 */
const firstPage = /^(\/galerie(?:\/kategorie\/[^/]+)?(?:\/bundesstaat\/[^/]+)?)\/seite\/1$/;

/**
 * 308 to the one address of a page: `/galerie/` → `/galerie`, as Next.js does by default
 * (`skipTrailingSlashRedirect` hands it to the middleware so that the redirect is stamped too), and
 * `/galerie/seite/1` → `/galerie` (likewise in a category or state), whose first page has no `seite`.
 */
export function canonicalRedirect(request: NextRequest) {
  // request.nextUrl drops the trailing slash; the address as sent keeps it. Checked on the string
  // first, so that the usual request allocates nothing here.
  const { url } = request;
  const query = url.indexOf('?');
  const end = query === -1 ? url.length : query;
  if (url[end - 1] !== '/' && !url.endsWith('/seite/1', end)) return undefined;
  const target = new URL(url);
  const pathname = target.pathname.replace(/\/+$/, '').replace(firstPage, '$1') || '/';
  if (pathname === target.pathname) return undefined;
  target.pathname = pathname;
  const response = NextResponse.redirect(target, 308);
  response.headers.set('content-security-policy', plainPolicy);
  return withSpamshieldCookie(response);
}

/** The contact form's thank-you page without a post before it: 303 to the form (lib/contact/sent-page.ts). */
export function unsentThanksRedirect(request: NextRequest) {
  if (request.nextUrl.pathname !== sentPage || request.cookies.has(SENT_COOKIE)) return undefined;
  const response = NextResponse.redirect(new URL('/kontakt', request.url), 303);
  response.headers.set('content-security-policy', plainPolicy);
  return withSpamshieldCookie(response);
}
