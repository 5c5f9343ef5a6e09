/**
 * Target of lib/workarounds/unknown-action-posts.mjs. It takes no POST, so Next.js answers the
 * server-action posts rewritten here with "405 Method Not Allowed". Opened directly: not found.
 */
export function GET() {
  return new Response('Nicht gefunden.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}
