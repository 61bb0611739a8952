/**
 * The TCP peer's address for route handlers. Next.js gives route handlers no socket, and it
 * fills X-Forwarded-For with the peer only when the client sent none, so a client could name
 * itself. Registered once from instrumentation.ts (a request hook, lib/net/request-hooks.ts):
 * every incoming request gets the header below set to its socket's address, overwriting
 * whatever the client put there.
 */
import type { IncomingMessage } from 'node:http';
import { addRequestHook } from './request-hooks';

export const PEER_ADDRESS_HEADER = 'x-schola-peer-address';

function stampPeerAddress(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
}

export function stampPeerAddresses(): void {
  addRequestHook('peer-address', stampPeerAddress);
}
