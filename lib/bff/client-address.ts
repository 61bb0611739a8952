import 'server-only';
/**
 * The browser's address as the web tier sees it: the socket peer stamped by
 * lib/net/peer-address.ts, and X-Forwarded-For only through the proxies TRUSTED_PROXIES names.
 */
import { config } from '../config/env';
import { clientAddressOf } from '../net/client-address';
import { PEER_ADDRESS_HEADER } from '../net/peer-address';

let warned = false;

export function browserAddress(headers: Headers): string {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer && !warned) {
    warned = true;
    console.warn(
      '[schola] a request carried no socket address (it came before instrumentation.ts registered, or that did not run): such requests count as one address for throttling',
    );
  }
  return clientAddressOf(
    peer || 'unknown',
    headers.get('x-forwarded-for'),
    config().trustedProxies,
  );
}
