/**
 * `npm run citus:sql`: the statements that distribute this schema on a Citus coordinator
 * (reference tables, then every tenant table by school_id, colocated), read from the migrated
 * database the configuration names; docs/CITUS.md holds the same list and a test keeps it so.
 * `npm run citus:sql -- --write` rewrites that list in docs/CITUS.md (after a migration adds a
 * table), reading a throw-away embedded database migrated from scratch.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from '../lib/config/env';
import { databaseOptions, openDatabase } from '../lib/db/client';
import { citusStatements, readCatalogue } from '../lib/db/tenancy-discipline';
import { runCli } from './cli';

const DOC = path.join(process.cwd(), 'docs/CITUS.md');

/** Replaces the statements of the doc's sql block (the lines starting "select create_"). */
function rewriteDoc(statements: string[]) {
  const lines = readFileSync(DOC, 'utf8').split('\n');
  const first = lines.findIndex((l) => l.startsWith('select create_'));
  const count = lines.slice(first).findIndex((l) => !l.startsWith('select create_'));
  if (first < 0 || count < 0)
    throw new Error('docs/CITUS.md has no block of statements to rewrite');
  lines.splice(first, count, ...statements);
  writeFileSync(DOC, lines.join('\n'));
}

runCli(async () => {
  const write = process.argv.includes('--write');
  const scratch = write ? mkdtempSync(path.join(os.tmpdir(), 'schola-citus-')) : undefined;
  const handle = await openDatabase(
    scratch ? { pgliteDir: path.join(scratch, 'db') } : databaseOptions(config()),
  );
  try {
    const statements = citusStatements(await readCatalogue(handle.db));
    if (write) {
      rewriteDoc(statements);
      console.log(`docs/CITUS.md: ${statements.length} statements written.`);
    } else for (const statement of statements) console.log(statement);
  } finally {
    await handle.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
});
