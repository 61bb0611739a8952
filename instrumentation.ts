/**
 * Next.js calls register() once per server process at start-up. On the Node.js runtime it
 * stamps each request with its socket's address (lib/net/peer-address.ts), which the BFF
 * needs to tell the real client from what X-Forwarded-For claims, and installs the shutdown
 * handlers (lib/server/shutdown.ts), so that SIGTERM/SIGINT under `next start` and `next dev`
 * close the database and remove its lock before the process exits.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampPeerAddresses } = await import('./lib/net/peer-address');
  stampPeerAddresses();
  const { installShutdownHandlers } = await import('./lib/server/shutdown');
  // Next's own handlers exit at once: they run after the database has closed.
  installShutdownHandlers({ deferEarlierHandlers: true });
}
