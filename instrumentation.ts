/**
 * Next.js calls register() once per server process at start-up. On the Node.js runtime it
 * installs the request hooks (lib/net/request-hooks.ts), which see each request before Next
 * does: the stamp of its socket's address (lib/net/peer-address.ts), which the BFF needs to
 * tell the real client from what X-Forwarded-For claims, and the edge gate
 * (lib/net/edge-admission.ts), which refuses overload at once, before Next routes, runs
 * middleware or renders. It also installs the shutdown handlers (lib/server/shutdown.ts), so
 * that SIGTERM/SIGINT under `next start` and `next dev` close the database and remove its lock
 * before the process exits.
 *
 * It also opens the database (and seeds the demo schools into an empty one) before the server
 * takes requests, so the first visitor does not wait for migrations and the seed, and a
 * health check that answers means a server that is ready. A database that cannot be opened
 * yet is logged and tried again on the first request (lib/server/runtime.ts).
 *
 * And it starts the background job worker (lib/jobs) unless WORKER=off: it claims jobs once
 * the database is open and stops, letting its jobs under way finish, before the database
 * closes on SIGTERM. `npm run worker` runs the same worker alone (PostgreSQL only).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { stampPeerAddresses } = await import('./lib/net/peer-address');
  stampPeerAddresses();
  const { installShutdownHandlers } = await import('./lib/server/shutdown');
  // Next's own handlers exit at once: they run after the database has closed.
  installShutdownHandlers({ deferEarlierHandlers: true });
  // `next build` loads this file too; building must not open (and lock) the database.
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ database, admissionGate }, { config }, { installEdgeAdmission }] = await Promise.all([
    import('./lib/server/runtime'),
    import('./lib/config/env'),
    import('./lib/net/edge-admission'),
  ]);
  const cfg = config();
  installEdgeAdmission({
    // With the API upstream, its own gate decides (lib/bff/upstream.ts, inProcessAdmission).
    databaseGate: () => (cfg.apiUpstreamUrl ? undefined : admissionGate()),
    appHost: cfg.appHost,
    depth: cfg.edgeGateDepth,
  });
  if (process.env.WORKER !== 'off') {
    const [{ startWorker }, { stopBeforeClosing }] = await Promise.all([
      import('./lib/jobs'),
      import('./lib/server/shutdown'),
    ]);
    stopBeforeClosing(startWorker());
  }
  await database().catch((error: unknown) =>
    console.error('[schola] the database could not be opened at start-up:', error),
  );
}
