/**
 * The live schema keeps the discipline that lets it be distributed by school on Citus
 * (tenancy-discipline.ts), on PGlite and on PostgreSQL; and the check itself catches a table
 * that breaks each rule, so a green run means something.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../api/test-support/harness';
import {
  citusStatements,
  readCatalogue,
  tenancyViolations,
  type Catalogue,
} from './tenancy-discipline';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi({ seed: false });
});
afterAll(() => t.close());

test('every table of the live schema keeps the tenancy rules', async () => {
  const catalogue = await readCatalogue(t.handle.db);
  expect(catalogue.tables.length).toBeGreaterThan(30);
  expect(tenancyViolations(catalogue)).toEqual([]);
});

test('docs/CITUS.md distributes exactly the tables the schema has, in dependency order', async () => {
  const statements = citusStatements(await readCatalogue(t.handle.db));
  const doc = readFileSync(path.join(process.cwd(), 'docs/CITUS.md'), 'utf8');
  const documented = doc.split('\n').filter((line) => line.startsWith('select create_'));
  expect(documented).toEqual(statements);
});

/** The live catalogue with one more table, made in a transaction that is rolled back. */
async function catalogueWith(ddl: string[]): Promise<Catalogue> {
  let catalogue: Catalogue | undefined;
  await t.handle.db
    .transaction(async (tx) => {
      for (const statement of ddl) await tx.execute(sql.raw(statement));
      catalogue = await readCatalogue(tx);
      throw new Error('roll back');
    })
    .catch((error: Error) => {
      if (error.message !== 'roll back') throw error;
    });
  return catalogue!;
}

test.each([
  [
    'a table with neither school_id nor a place in the lists',
    ['create table stray (id serial primary key)'],
    'stray has no school_id and is neither a reference nor a provider table',
  ],
  [
    'a primary key without school_id',
    ['create table wrong_pk (school_id int not null, id serial primary key)'],
    'wrong_pk: the primary key does not include school_id',
  ],
  [
    'a nullable school_id',
    ['create table nullable_key (school_id int, id int, primary key (id))'],
    'nullable_key.school_id may be null',
  ],
  [
    'a unique index without school_id',
    [
      'create table wrong_unique (school_id int not null, id int, code text, primary key (school_id, id))',
      'create unique index wrong_unique_code on wrong_unique (code)',
    ],
    'wrong_unique: unique wrong_unique_code does not include school_id',
  ],
  [
    'a foreign key between tenant tables on the id alone',
    [
      'create table parent_rows (school_id int not null, id int, primary key (school_id, id), unique (id))',
      'create table child_rows (school_id int not null, id int, parent_id int references parent_rows (id), primary key (school_id, id))',
    ],
    'child_rows: foreign key child_rows_parent_id_fkey to parent_rows does not pair school_id with school_id',
  ],
  [
    'a tenant table pointing at a provider table',
    [
      'create table points_at_provider (school_id int not null, id int, user_id int references provider_users (id), primary key (school_id, id))',
    ],
    'points_at_provider: foreign key points_at_provider_user_id_fkey points at provider_users, which is not a reference table',
  ],
])('the check finds %s', async (_case, ddl, expected) => {
  const violations = tenancyViolations(await catalogueWith(ddl));
  expect(violations).toContainEqual(expect.stringContaining(expected));
});
