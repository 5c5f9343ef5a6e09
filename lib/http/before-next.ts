import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

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
 * Runs `hook` on every request that a Node.js HTTP server of this process receives, before Next.js
 * routes it (instrumentation.ts installs the hooks when the server starts). Hooks run in the order
 * they were added; the first that answers a request ends it.
 */
export function beforeNextJs(hook: Hook) {
  if (hooks.length === 0) {
    const emit = Server.prototype.emit;
    Server.prototype.emit = function (this: Server, event: string, ...args: unknown[]) {
      if (event !== 'request') return Reflect.apply(emit, this, [event, ...args]) as boolean;
      const [request, response] = args as [IncomingMessage, ServerResponse];
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
        return Reflect.apply(emit, this, [event, ...args]) as boolean;
      };
      return runFrom(0);
    } as Server['emit'];
  }
  hooks.push(hook);
}
