/**
 * `npm run citus:sql`: the statements that distribute this schema on a Citus coordinator
 * (reference tables, then every tenant table by school_id, colocated), read from the migrated
 * database the configuration names; docs/CITUS.md holds the same list and a test keeps it so.
 */
import { config } from '../lib/config/env';
import { databaseOptions, openDatabase } from '../lib/db/client';
import { citusStatements, readCatalogue } from '../lib/db/tenancy-discipline';
import { runCli } from './cli';

runCli(async () => {
  const cfg = config();
  const handle = await openDatabase(databaseOptions(cfg));
  try {
    for (const statement of citusStatements(await readCatalogue(handle.db))) console.log(statement);
  } finally {
    await handle.close();
  }
});
