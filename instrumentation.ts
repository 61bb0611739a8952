/**
 * Next.js calls register() once when a server starts. On the Node.js runtime it stamps each
 * request with its socket's address (lib/net/peer-address.ts), which the BFF needs to tell
 * the real client from what X-Forwarded-For claims.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampPeerAddresses } = await import('./lib/net/peer-address');
  stampPeerAddresses();
}
