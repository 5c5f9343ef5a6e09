import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

/** Looks at (and may change) a request before Next.js does; true when it answered it itself. */
type Hook = (request: IncomingMessage, response: ServerResponse, server: Server) => boolean;

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
      if (event === 'request') {
        const [request, response] = args as [IncomingMessage, ServerResponse];
        if (hooks.some((run) => run(request, response, this))) return true;
      }
      return Reflect.apply(emit, this, [event, ...args]) as boolean;
    } as Server['emit'];
  }
  hooks.push(hook);
}
