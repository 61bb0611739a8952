/**
 * Jest's global teardown: this run's templates go — the directory (PGlite dumps, storage
 * files) and, when the run used PostgreSQL, the template databases on the server.
 */
import { rmSync } from 'node:fs';
import { runId, TEMPLATE_PREFIX, templatesDir } from '../api/test-support/templates';

export default async function globalTeardown() {
  const dir = templatesDir();
  if (!dir) return;
  const adminUrl = process.env.TEST_DIRECT_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [`${TEMPLATE_PREFIX}${runId(dir)}_`],
      );
      for (const { datname } of rows)
        await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
