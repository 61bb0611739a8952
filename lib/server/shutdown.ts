/**
 * A normal stop closes the database. SIGTERM or SIGINT — from `next start`, `next dev`'s
 * worker or `npm run api` — waits for the database to close (PGlite writes its last pages,
 * removes postmaster.pid, and the app's lock file goes) before the process exits.
 *
 * Next.js registers its own handlers first, and they exit at once, before any asynchronous
 * close could finish. So under Next (the instrumentation hook asks for it) the handlers found
 * in place are set aside and run only after the database is closed: Next's own clean-up still
 * happens, just second. Elsewhere (`npm run api` under tsx, whose own listener reports the
 * signal to its parent) the others are left alone. Kept free of the API's imports, so the
 * instrumentation hook that installs it stays small.
 */

type Closable = { close(): Promise<void> };
type Stoppable = { stop(): Promise<void> };
/** The slice of lib/server/runtime.ts's process state that shutdown needs. */
export type ProcessState = {
  database?: Promise<Closable>;
  shutdownHooked?: boolean;
  /** The job worker (lib/jobs), stopped before the database closes. */
  worker?: Stoppable;
};

export function processState(): ProcessState {
  const holder = globalThis as unknown as { __schola?: ProcessState };
  holder.__schola ??= {};
  return holder.__schola;
}

/** A database that will not close in this long is left to the lock's stale-owner check. */
const CLOSE_TIMEOUT_MS = 5000;

export async function closeDatabase(): Promise<void> {
  const state = processState();
  const worker = state.worker;
  state.worker = undefined;
  if (worker) {
    const waited = new Promise((resolve) => setTimeout(resolve, WORKER_STOP_MS).unref());
    await Promise.race([worker.stop().catch(() => {}), waited]);
  }
  const pending = state.database;
  state.database = undefined;
  if (!pending) return;
  const handle = await pending.catch(() => undefined);
  await handle?.close();
}

/** Jobs under way get this long to finish; those still running are left to their leases. */
const WORKER_STOP_MS = 3000;

/** Stops `worker` on shutdown before the database closes (its jobs still need it). */
export function stopBeforeClosing(worker: Stoppable): void {
  processState().worker = worker;
}

const EXIT_CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export function installShutdownHandlers({ deferEarlierHandlers = false } = {}): void {
  const state = processState();
  if (state.shutdownHooked) return;
  state.shutdownHooked = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const earlier = deferEarlierHandlers
      ? (process.listeners(signal) as ((signal: NodeJS.Signals) => void)[])
      : [];
    for (const listener of earlier) process.off(signal, listener);
    let stopping = false;
    // `on`, not `once`: a second signal while closing is ignored rather than left to a
    // handler that would exit at once.
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      const timeout = new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref());
      Promise.race([closeDatabase(), timeout])
        .catch((error) => console.error('[schola] error while closing the database', error))
        .finally(() => {
          if (!earlier.length) process.exit(EXIT_CODES[signal]);
          for (const listener of earlier) listener(signal);
        });
    });
  }
}
