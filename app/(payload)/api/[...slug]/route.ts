import 'server-only';
import config from '@payload-config';
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes';
import { ownerAccount } from '@/lib/cms/owner';

type Handler = ReturnType<typeof REST_GET>;

/**
 * Without ADMIN_PASSWORD nobody can log in: the accounts' endpoints (login, logout, password reset,
 * "me") and the messages, which only the owner reads, do not exist.
 */
const withoutOwnerGone =
  (handler: Handler): Handler =>
  async (request, context) => {
    if (
      !ownerAccount() &&
      /^\/api\/(?:users|messages)(?:\/|$)/.test(new URL(request.url).pathname)
    ) {
      return new Response('Nicht gefunden.', { status: 404 });
    }
    return handler(request, context);
  };

/** Payload's REST API (reads of published content; writes only for the logged-in owner). */
export const GET = withoutOwnerGone(REST_GET(config));
export const POST = withoutOwnerGone(REST_POST(config));
export const DELETE = withoutOwnerGone(REST_DELETE(config));
export const PATCH = withoutOwnerGone(REST_PATCH(config));
export const PUT = withoutOwnerGone(REST_PUT(config));
