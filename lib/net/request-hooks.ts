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

export type RequestHook = (request: IncomingMessage, response: ServerResponse) => 'answered' | void;

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
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      for (const hook of hooks.values()) if (hook(request, response) === 'answered') return true;
    }
    return emit.call(this, event, ...args);
  } as typeof Server.prototype.emit;
}
