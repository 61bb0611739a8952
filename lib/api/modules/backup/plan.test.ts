import { is } from 'drizzle-orm';
import { PgTable, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import * as schema from '../../../db/schema';
import { schools } from '../../../db/schema/platform';
import { PROVIDER_TABLES } from '../../../db/tenancy-discipline';
import { tablesOf } from '../../http/module';
import { modules } from '../../modules';
import { schemaVersionProblem } from './manifest';
import {
  backupPlan,
  exclusionReason,
  isTenantTable,
  keepsIdsInAnotherSchool,
  type TableShape,
} from './plan';
import { moduleTables, shapeOf } from './tenant-tables';
import { tablesToEmpty } from './apply';

const shape = (name: string, references: string[] = [], school = true): TableShape => ({
  name,
  columns: [
    ...(school ? [{ name: 'school_id', generated: false, identity: false }] : []),
    { name: 'id', generated: false, identity: true },
  ],
  primaryKey: school ? ['school_id', 'id'] : ['id'],
  references: references.map((table) => ({
    table,
    columns: ['school_id'],
    foreignColumns: ['school_id'],
  })),
});

/** Every table lib/db/schema exports: what the manifests must declare between them. */
const schemaTables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => shapeOf(table));

describe('the tables a backup covers', () => {
  const shapes = moduleTables(modules);
  const plan = backupPlan(shapes);

  test('every table of the schema is declared by one manifest', () => {
    expect(shapes.map((t) => t.name)).toEqual(schemaTables.map((t) => t.name).sort());
  });

  test('every table with school_id in the schema is backed up or excluded with a reason, and can be ordered', () => {
    expect(plan.problems).toEqual([]);
    const covered = new Set([
      ...plan.tables.map((t) => t.name),
      ...plan.excluded.filter((t) => exclusionReason(t)).map((t) => t.name),
    ]);
    const tenant = schemaTables.filter(isTenantTable).map((t) => t.name);
    expect(tenant.filter((name) => !covered.has(name))).toEqual([]);
    expect(plan.tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['students', 'classes', 'users', 'audit_log']),
    );
    // Every table comes after every table it references.
    const position = new Map(plan.tables.map((t, i) => [t.name, i]));
    for (const t of plan.tables)
      for (const r of t.references)
        if (position.has(r.table) && r.table !== t.name)
          expect([t.name, position.get(r.table)! < position.get(t.name)!]).toEqual([t.name, true]);
  });

  test("the provider's own tables (its tokens, its audit log) are no school's to back up", () => {
    const names = [...plan.tables, ...plan.excluded].map((t) => t.name);
    for (const table of PROVIDER_TABLES)
      expect([table, names.includes(table)]).toEqual([table, false]);
    expect(names).toEqual(expect.arrayContaining(['access_tokens', 'password_reset_tokens']));
  });

  test('only the audit log and the notification log are restored by appending; the ledgers are replaced, the derived tables left out', () => {
    const appended = plan.tables.filter((t) => t.mode === 'append').map((t) => t.name);
    expect(appended).toEqual(['audit_log', 'notification_deliveries']);
    const replaced = plan.tables.filter((t) => t.mode === 'replace').map((t) => t.name);
    expect(replaced).toEqual(
      expect.arrayContaining([
        'expenses',
        'fee_ledger',
        'fee_payment_cancellations',
        'fee_payments',
        'inventory_transactions',
      ]),
    );
    // Emptied by a restore (the ledger inserts rebuild them), after nothing that points at them.
    expect(tablesToEmpty(plan.tables, plan.excluded).slice(0, 2).sort()).toEqual([
      'fee_collection_months',
      'fee_student_totals',
    ]);
    expect(tablesToEmpty(plan.tables, plan.excluded)).not.toContain('audit_log');
    expect(plan.excluded.map((t) => t.name).sort()).toEqual(
      [
        'access_tokens',
        'backups',
        'certificate_counters',
        'fee_collection_months',
        'fee_receipt_counters',
        'fee_student_totals',
        'jobs',
        'password_reset_tokens',
        'push_subscriptions',
        'subscription_requests',
        'subscriptions',
        'timetable_feed_tokens',
      ].sort(),
    );
  });

  test('a tenant table a manifest declares is picked up without being named anywhere else', () => {
    const widgets = pgTable(
      'widgets',
      {
        schoolId: integer('school_id').notNull(),
        id: integer('id').generatedAlwaysAsIdentity(),
        name: text('name'),
      },
      (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
    );
    const withWidgets = backupPlan(
      moduleTables([{ name: 'widgets', routes: [], tables: tablesOf({ widgets, schools }) }]),
    );
    expect(withWidgets.tables.map((t) => t.name)).toEqual(['widgets']);
    expect(shapeOf(widgets).columns.find((c) => c.name === 'id')?.identity).toBe(true);
  });

  test.each([
    ['a reference cycle', [shape('a', ['b']), shape('b', ['a'])], /cycle.*a, b/],
    [
      'a table outside the school pointing into it',
      [shape('a'), shape('notes', ['a'], false)],
      /notes has no school_id but references the tenant table a/,
    ],
    [
      'a tenant table without a primary key',
      [{ ...shape('a'), primaryKey: [] }],
      /a has no primary key/,
    ],
    [
      'a table referencing an excluded one',
      [
        shape('a', ['access_tokens']),
        { ...shape('access_tokens'), restore: { excluded: 'secrets' } },
      ],
      /a references access_tokens/,
    ],
    [
      'a reference to a table keyed by its id alone (renumbered in a new school)',
      [shape('log', [], true), shape('a', ['log'])].map((t) =>
        t.name === 'log' ? { ...t, primaryKey: ['id'] } : t,
      ),
      /a references log, whose key lacks school_id/,
    ],
  ])('names what it cannot back up: %s', (_, shapes, problem) => {
    expect(backupPlan(shapes).problems.join('\n')).toMatch(problem);
  });

  test('ids are kept in a new school: every tenant key holds school_id (audit_log too, since 0016)', () => {
    const kept = plan.tables.filter(keepsIdsInAnotherSchool).map((t) => t.name);
    const renumbered = plan.tables.filter((t) => !keepsIdsInAnotherSchool(t)).map((t) => t.name);
    expect(renumbered).toEqual([]);
    expect(kept).toEqual(expect.arrayContaining(['students', 'users', 'fee_payments']));
  });

  test('orders tables after the tables they reference', () => {
    const names = backupPlan([shape('c', ['b']), shape('b', ['a']), shape('a')]).tables.map(
      (t) => t.name,
    );
    expect(names).toEqual(['a', 'b', 'c']);
  });
});

describe('schema versions', () => {
  test.each([
    ['0005_backups', '0005_backups', undefined],
    [
      '0006_later',
      '0005_backups',
      /^This backup was made with schema version 0006_later; this server runs 0005_backups\. The backup is newer than this server: upgrade this server to 0006_later or later, then restore it\.$/,
    ],
    [
      '0003_people',
      '0005_backups',
      /^This backup was made with schema version 0003_people; this server runs 0005_backups\. Older backups are not converted: restore it on a server running version 0003_people, upgrade that server to 0005_backups, and take a new backup there; that backup restores here\.$/,
    ],
    ['0005_other', '0005_backups', /different lines of migrations with the same number/],
    ['nonsense', '0005_backups', /nonsense is not a schema version this application writes/],
  ])('%s on %s', (archived, current, expected) => {
    const problem = schemaVersionProblem(archived, current);
    if (expected) expect(problem).toMatch(expected);
    else expect(problem).toBeUndefined();
  });
});
