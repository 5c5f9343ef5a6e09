import { Server, ServerResponse, type IncomingMessage } from 'node:http';
import { SPAMSHIELD_SET_COOKIE } from '@/lib/security/spamshield';
import { contentSecurityPolicy } from './csp.mjs';
import { isPageAddress, securityHeaders, servedOverHttps } from './headers.mjs';

/**
 * Looks at (and may change) a request before Next.js does; true when it answered it itself. A hook
 * that needs to wait (for a database check) returns a promise: the request reaches the next hook,
 * and Next.js, when it resolves to false.
 */
type Hook = (
  request: IncomingMessage,
  response: ServerResponse,
  server: Server,
) => boolean | Promise<boolean>;

const hooks: Hook[] = [];

/**
 * What every answer of the site carries (docs/security.md#security-headers), for the answers a hook
 * writes before Next.js could add them: the security headers, a policy that allows no inline
 * script, and on a page's address the spamshield cookie. A header the hook writes itself wins.
 */
const stamp: [string, string][] = [
  ...securityHeaders({ https: servedOverHttps }).map(({ key, value }): [string, string] => [
    key,
    value,
  ]),
  ['Content-Security-Policy', contentSecurityPolicy({ https: servedOverHttps })],
];

/**
 * The responses whose request the hooks are looking at, each with whether it is to a page's
 * address. Kept beside the response, so that the response object itself is never changed.
 */
const inHooks = new WeakMap<ServerResponse, boolean>();

/** Adds `stamp` to an answer written while the hooks run; every other answer is Next.js's own. */
function stampAnswersOfHooks() {
  const writeHead = ServerResponse.prototype.writeHead;
  ServerResponse.prototype.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const page = inHooks.get(this);
    if (page !== undefined) {
      for (const [name, value] of stamp) if (!this.hasHeader(name)) this.setHeader(name, value);
      if (page && !this.hasHeader('set-cookie'))
        this.setHeader('Set-Cookie', SPAMSHIELD_SET_COOKIE);
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse['writeHead'];
}

/**
 * Runs `hook` on every request that a Node.js HTTP server of this process receives, before Next.js
 * routes it (instrumentation.ts installs the hooks when the server starts). Hooks run in the order
 * they were added; the first that answers a request ends it.
 */
export function beforeNextJs(hook: Hook) {
  if (hooks.length === 0) {
    stampAnswersOfHooks();
    const emit = Server.prototype.emit;
    Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
      if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
      const [request, response] = args as [IncomingMessage, ServerResponse];
      inHooks.set(response, isPageAddress((request.url ?? '/').split('?')[0]!));
      const runFrom = (first: number): boolean => {
        for (let index = first; index < hooks.length; index++) {
          const answered = hooks[index]!(request, response, this);
          if (answered === true) return true;
          if (answered instanceof Promise) {
            answered.then(
              (done) => done || runFrom(index + 1),
              (error: unknown) => {
                console.error('A request hook failed:', error);
                response.writeHead(500, { 'cache-control': 'no-store' }).end();
              },
            );
            return true;
          }
        }
        inHooks.delete(response);
        return Reflect.apply(emit, this, [event, ...args]) as boolean;
      };
      return runFrom(0);
    } as Server['emit'];
  }
  hooks.push(hook);
}
