/**
 * Target of the rewrites in lib/rewrites.mjs. A GET answers "204 No Content": the client router,
 * which asked for a page's React Server Components payload, gets none and loads the page as a
 * document instead. Other methods get Next's "405 Method Not Allowed".
 */
export function GET() {
  return new Response(null, { status: 204 });
}
