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
      '[schola] requests carry no socket address (instrumentation.ts did not run): every browser counts as one address for throttling',
    );
  }
  return clientAddressOf(
    peer || 'unknown',
    headers.get('x-forwarded-for'),
    config().trustedProxies,
  );
}
