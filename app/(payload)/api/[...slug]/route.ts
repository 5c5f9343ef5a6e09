import 'server-only';
import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { getPayload } from 'payload';
import { withBoundedBody } from '@/lib/cms/body-limit';
import { ownerAccount } from '@/lib/cms/owner';

type Handler = ReturnType<typeof REST_GET>;

/**
 * Addresses of Payload's that do not exist here, 404: without ADMIN_PASSWORD nobody can log in, so
 * the accounts' endpoints (login, logout, password reset, "me") and the messages, which only the
 * owner reads; always the e-mail verification of accounts, which is off (the owner's account comes
 * from the environment; Payload would look the token up by a field the collection lacks and answer
 * 500).
 */
const isGone = (pathname: string) =>
  /^\/api\/users\/verify(?:\/|$)/.test(pathname) ||
  (!ownerAccount() && /^\/api\/(?:users|messages)(?:\/|$)/.test(pathname));

const withoutGone =
  (handler: Handler): Handler =>
  async (request, context) => {
    if (isGone(new URL(request.url).pathname)) {
      return new Response('Nicht gefunden.', { status: 404 });
    }
    return handler(request, context);
  };

/** Whether the request carries the owner's valid session. */
const isOwner = async (request: Request) =>
  Boolean((await (await getPayload({ config })).auth({ headers: request.headers })).user);

/** A handler that takes a body: the owner's account checked, the body bounded (lib/cms/body-limit.ts). */
const writing = (handler: Handler) => withoutGone(withBoundedBody(handler, isOwner));

/** Payload's REST API (reads of published content; writes only for the logged-in owner). */
export const GET = withoutGone(REST_GET(config));
export const POST = writing(REST_POST(config));
export const DELETE = writing(REST_DELETE(config));
export const PATCH = writing(REST_PATCH(config));
export const PUT = writing(REST_PUT(config));
