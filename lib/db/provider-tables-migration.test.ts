/**
 * The migration that split the provider's rows out of the schools' tables (drizzle/*_provider_
 * tables.sql), run on a database that already holds both kinds, as every deployment does: the
 * schema is migrated up to the migration before it, filled the old way (tokens and audit rows
 * of no school), then migrated to the end. On PGlite (a folder) or PostgreSQL (TEST_DATABASE_URL).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { freshPostgres } from '../api/test-support/harness';
import { defined } from '../test-support/defined';
import { MIGRATIONS_DIR, openDatabase, type Database, type OpenOptions } from './client';
import { readCatalogue, tenancyViolations } from './tenancy-discipline';

/** A copy of the migrations without the split and those after it. */
function migrationsBeforeSplit(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const split = journal.entries.findIndex((e) => e.tag.endsWith('_provider_tables'));
  expect(split).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, split);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const rowsOf = async <R = Record<string, unknown>>(db: Database, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: R[] }).rows;

const firstRowOf = async <R>(db: Database, query: SQL) =>
  defined((await rowsOf<R>(db, query))[0], 'a row back');

const ids = { school: 0, user: 0, provider: 0 };

/** The old way: a provider's token and reset link, and audit rows of no school, beside a school's. */
async function fillTheOldWay(db: Database) {
  ({ id: ids.school } = await firstRowOf<{ id: number }>(
    db,
    sql`insert into schools (name, subdomain, code) values ('Old School', 'old-school', 'SCH900001') returning id`,
  ));
  ({ id: ids.user } = await firstRowOf<{ id: number }>(
    db,
    sql`insert into users (school_id, email, password_hash, full_name)
      values (${ids.school}, 'admin@old.test', 'x', 'Old Admin') returning id`,
  ));
  ({ id: ids.provider } = await firstRowOf<{ id: number }>(
    db,
    sql`insert into provider_users (email, password_hash, full_name)
      values ('owner@old.test', 'x', 'Old Owner') returning id`,
  ));
  for (const table of ['access_tokens', 'password_reset_tokens'])
    await db.execute(
      sql`insert into ${sql.identifier(table)} (token_hash, school_id, user_id, provider_user_id, expires_at)
        values ('school-hash', ${ids.school}, ${ids.user}, null, now() + interval '1 day'),
               ('provider-hash', null, null, ${ids.provider}, now() + interval '1 day')`,
    );
  await db.execute(
    sql`insert into audit_log (school_id, user_id, provider_user_id, action, entity, entity_id, request_id)
      values (${ids.school}, ${ids.user}, null, 'create', 'classes', 1, 'school-user'),
             (${ids.school}, null, ${ids.provider}, 'suspend', 'schools', ${ids.school}, 'provider-on-school'),
             (null, null, ${ids.provider}, 'login', 'provider-users', ${ids.provider}, 'provider-alone'),
             (null, null, null, 'create', 'partner-applications', 7, 'public-form')`,
  );
  return rowsOf<{ id: number; request_id: string }>(
    db,
    sql`select id, request_id from audit_log order by id`,
  );
}

async function database(): Promise<{ options: OpenOptions; drop: () => Promise<void> }> {
  if (process.env.TEST_DATABASE_URL) {
    const pg = await freshPostgres(process.env.TEST_DATABASE_URL);
    return { options: { url: pg.url }, drop: pg.drop };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'schola-split-'));
  return { options: { pgliteDir: path.join(dir, 'pglite') }, drop: async () => {} };
}

test("the split moves the provider's rows out of the schools' tables and keeps every row", async () => {
  const { options, drop } = await database();
  try {
    const before = await openDatabase({ ...options, migrationsDir: migrationsBeforeSplit() });
    const oldAudit = await fillTheOldWay(before.db).finally(() => before.close());

    const handle = await openDatabase(options);
    try {
      const { db } = handle;
      for (const [school, provider] of [
        ['access_tokens', 'provider_access_tokens'],
        ['password_reset_tokens', 'provider_password_reset_tokens'],
      ] as const) {
        expect(
          await rowsOf(db, sql`select token_hash, school_id, user_id from ${sql.identifier(school)}`),
        ).toEqual([{ token_hash: 'school-hash', school_id: ids.school, user_id: ids.user }]);
        expect(
          await rowsOf(db, sql`select token_hash, provider_user_id from ${sql.identifier(provider)}`),
        ).toEqual([{ token_hash: 'provider-hash', provider_user_id: ids.provider }]);
      }

      // The school's rows stay where they were, ids and all; the provider's action on the
      // school stays in the school's log and joins the provider's, with the rows of no school.
      const idOf = (request: string) => Number(oldAudit.find((r) => r.request_id === request)?.id);
      expect(
        await rowsOf(db, sql`select id::int, request_id from audit_log order by id`),
      ).toEqual([
        { id: idOf('school-user'), request_id: 'school-user' },
        { id: idOf('provider-on-school'), request_id: 'provider-on-school' },
      ]);
      expect(
        await rowsOf(
          db,
          sql`select id::int, request_id, about_school_id, provider_user_id from provider_audit_log order by id`,
        ),
      ).toEqual([
        {
          id: idOf('provider-on-school'),
          request_id: 'provider-on-school',
          about_school_id: ids.school,
          provider_user_id: ids.provider,
        },
        {
          id: idOf('provider-alone'),
          request_id: 'provider-alone',
          about_school_id: null,
          provider_user_id: ids.provider,
        },
        { id: idOf('public-form'), request_id: 'public-form', about_school_id: null, provider_user_id: null },
      ]);

      // New rows take ids after the moved ones, and both logs still refuse a change.
      const next = await firstRowOf<{ id: number }>(
        db,
        sql`insert into provider_audit_log (action, entity) values ('login', 'provider-users') returning id::int`,
      );
      expect(next.id).toBeGreaterThan(Math.max(...oldAudit.map((r) => Number(r.id))));
      for (const table of ['audit_log', 'provider_audit_log'])
        await expect(db.execute(sql`delete from ${sql.identifier(table)}`)).rejects.toThrow();

      expect(tenancyViolations(await readCatalogue(db))).toEqual([]);
    } finally {
      await handle.close();
    }
  } finally {
    await drop();
  }
});
