/**
 * The one place that patches Node's HTTP server: hooks that see every incoming request before
 * Next.js does (Next gives route handlers no socket and runs its routing, middleware and
 * rendering before any of our code). Installed from instrumentation.ts. A hook may answer the
 * request itself ('answered'), and then Next never sees it.
 *
 * Hooks are kept by name on globalThis, in the order first added: Next may evaluate this module
 * in more than one bundle, and a second registration replaces the first instead of running twice.
 */
import { Server } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A hook sees the request first. It returns 'answered' when it has answered the request itself,
 * 'held' when it keeps the request back and will call `later()` to hand it on (to the hooks
 * after it, then Next), or nothing to hand it on at once.
 */
export type RequestHook = (
  request: IncomingMessage,
  response: ServerResponse,
  later: () => void,
) => 'answered' | 'held' | void;

const holder = globalThis as unknown as { __scholaRequestHooks?: Map<string, RequestHook> };

/** Adds (or replaces) the hook of that name; returns its removal. */
export function addRequestHook(name: string, hook: RequestHook): () => void {
  if (!holder.__scholaRequestHooks) {
    holder.__scholaRequestHooks = new Map();
    patchServerEmit(holder.__scholaRequestHooks);
  }
  const hooks = holder.__scholaRequestHooks;
  hooks.set(name, hook);
  return () => {
    if (hooks.get(name) === hook) hooks.delete(name);
  };
}

function patchServerEmit(hooks: Map<string, RequestHook>) {
  // http.Server and https.Server both inherit emit from net.Server's prototype chain.
  const emit = Server.prototype.emit as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  /** Runs the hooks from `from` on, then hands the request to the server's listeners. */
  function run(server: Server, from: number, request: IncomingMessage, response: ServerResponse) {
    const list = [...hooks.values()];
    for (let i = from; i < list.length; i++) {
      const outcome = list[i]?.(request, response, () => run(server, i + 1, request, response));
      if (outcome === 'answered' || outcome === 'held') return true;
    }
    return emit.call(server, 'request', request, response);
  }
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    return run(this, 0, request, response);
  } as typeof Server.prototype.emit;
}
