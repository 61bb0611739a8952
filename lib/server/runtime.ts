/**
 * The process's one database handle and one API instance, opened on first use and closed on
 * shutdown. Shared through globalThis because Next.js may evaluate this module in more than
 * one bundle, and PGlite must never be opened twice in a process.
 */
import { config } from '../config/env';
import { databaseOptions, openDatabase, type DatabaseHandle } from '../db/client';
import { gateDeps, type AdmissionGate } from '../db/admission';
import { hasDemoData, seedDemo } from '../api/seed';
import { createApi, type Api } from '../api/app';
import { setJobsDatabase } from '../jobs';
import { installShutdownHandlers, processState, type ProcessState } from './shutdown';

type Runtime = ProcessState & {
  database?: Promise<DatabaseHandle>;
  api?: Api;
  /** The open database's admission gate, for the web tier's early refusal. */
  admission?: AdmissionGate;
};
const runtime = processState() as Runtime;

export function database(): Promise<DatabaseHandle> {
  if (!runtime.database) {
    runtime.database = start().catch((error) => {
      // Forget the failure so the next request tries again (e.g. PostgreSQL came back).
      runtime.database = undefined;
      throw error;
    });
  }
  return runtime.database;
}

async function start(): Promise<DatabaseHandle> {
  const cfg = config();
  const handle = await openDatabase(databaseOptions(cfg));
  installShutdownHandlers();
  if (cfg.seedDemo && !(await hasDemoData(handle.db))) {
    console.log('[schola] empty database: adding the demo schools riverside and hillcrest');
    const started = performance.now();
    await seedDemo(handle.db, cfg.storageDir);
    console.log(`[schola] demo schools seeded in ${Math.round(performance.now() - started)} ms`);
  }
  console.log(`[schola] database ready (${handle.kind}: ${handle.location})`);
  runtime.admission = handle.admission;
  setJobsDatabase(handle);
  return handle;
}

export function api(): Api {
  runtime.api ??= createApi({
    database: async () => (await database()).db,
    ...gateDeps(async () => (await database()).admission),
    config: config(),
  });
  return runtime.api;
}

/** The database's admission gate once it is open (undefined before). */
export function admissionGate(): AdmissionGate | undefined {
  return runtime.admission;
}
