/**
 * The caller's address, for throttling. The BFF works the client's address out (the socket
 * peer, and X-Forwarded-For only through TRUSTED_PROXIES) and hands it over in
 * X-Schola-Client-Address with an HMAC of it under the session secret, which only the web
 * tier and the API hold; an address without a valid signature is ignored. When the API is
 * served over HTTP (`npm run api`) to other clients, the socket and TRUSTED_PROXIES decide.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { clientAddressOf, NO_TRUSTED_PROXIES } from '../../net/client-address';
import type { ApiEnv } from './context';

export const CLIENT_ADDRESS_HEADER = 'X-Schola-Client-Address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'X-Schola-Client-Signature';
/** What an in-process call without a (valid) address counts as: tests and scripts. */
export const IN_PROCESS = 'in-process';

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function signature(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`client-address:${address}`).digest('base64url');
}

/** The two headers by which the BFF vouches for a client address. */
export function vouchForAddress(secret: string, address: string): Record<string, string> {
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: signature(secret, address),
  };
}

function vouchedAddress(headers: Headers, secret: string | undefined): string | undefined {
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  const given = headers.get(CLIENT_ADDRESS_SIGNATURE_HEADER);
  if (!secret || !address || !given) return undefined;
  const expected = Buffer.from(signature(secret, address));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? address
    : undefined;
}

export function clientAddress(c: Context<ApiEnv>): string {
  const { sessionSecret, trustedProxies } = c.get('deps').config;
  const vouched = vouchedAddress(c.req.raw.headers, sessionSecret);
  if (vouched) return vouched;
  const socket = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  if (!socket) return IN_PROCESS;
  return clientAddressOf(
    socket,
    c.req.header('x-forwarded-for'),
    trustedProxies ?? NO_TRUSTED_PROXIES,
  );
}
