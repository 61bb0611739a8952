/**
 * The caller's address, for throttling. In-process calls come from our own BFF, which sets
 * X-Forwarded-For; over HTTP the socket address counts, and X-Forwarded-For only when the
 * socket is a proxy on this machine (the BFF or a local reverse proxy).
 */
import type { Context } from 'hono';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!socket) return forwarded || 'in-process';
  if (LOOPBACK.test(socket)) return forwarded || socket;
  return socket;
}
