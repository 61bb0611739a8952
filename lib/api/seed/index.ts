/**
 * The demo seed of this build: the runner (./runner.ts) given the registry's manifests. What
 * the server, `npm run seed`, the benches and the test harness call.
 */
import type { Database } from '../../db/client';
import { modules } from '../modules';
import { hasDemoData as hasDemoDataOf, runDemoSeed, type SeedOptions } from './runner';

export type { SeedOptions } from './runner';
export { DEMO_PASSWORD, PROVIDER_EMAIL } from '../demo/schools';

export const seedDemo = (db: Database, storageDir: string, options?: SeedOptions) =>
  runDemoSeed(db, storageDir, modules, options);

export const hasDemoData = (db: Database) => hasDemoDataOf(db, modules);
