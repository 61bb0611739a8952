/**
 * The TCP peer's address for route handlers. Next.js gives route handlers no socket, and it
 * fills X-Forwarded-For with the peer only when the client sent none, so a client could name
 * itself. Registered once from instrumentation.ts: every incoming request gets the header
 * below set to its socket's address, overwriting whatever the client put there.
 */
import { Server } from 'node:net';
import type { IncomingMessage } from 'node:http';

export const PEER_ADDRESS_HEADER = 'x-schola-peer-address';

const holder = globalThis as unknown as { __scholaPeerAddress?: boolean };

export function stampPeerAddresses(): void {
  if (holder.__scholaPeerAddress) return;
  holder.__scholaPeerAddress = true;
  // http.Server and https.Server both inherit emit from net.Server's prototype chain.
  const emit = Server.prototype.emit as (
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.call(this, event, ...args);
  } as typeof Server.prototype.emit;
}
