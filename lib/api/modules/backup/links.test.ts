/**
 * Every link the provider's renumbering restore must rewrite is known to it: a `*_id` (or
 * `*_by`) column or a JSON column of a backed-up table is a foreign key (read from the schema)
 * or declared by its module (lib/api/http/id-links.ts), and every declaration names tables the
 * backup holds. A new link that is neither fails here.
 */
import { NOTIFICATION_EVENTS } from '../../../db/schema/notifications-values';
import { modules } from '../../modules';
import { entityTable } from '../audit/entity-tables';
import { eventKeyIn } from '../notifications/restore-links';
import { backupPlan, type PlannedTable } from './plan';
import { renumberingOf } from './renumber';
import { moduleTables } from './tenant-tables';

const plan = backupPlan(moduleTables(modules));
const backedUp = new Set([...plan.tables.map((t) => t.name), 'schools']);
/** Links the renumbering may follow: the backed-up tables, and the catalogue mapped by name. */
const followed = new Set([...backedUp, 'permissions']);

/** Columns that look like links (or may hold ids: JSON) and are neither foreign keys nor declared. */
function undeclaredLinks(tables: readonly PlannedTable[]): string[] {
  return tables.flatMap((t) => {
    const keyed = new Set(t.references.flatMap((r) => r.columns));
    return t.columns
      .filter((c) => (/_(id|by)$/.test(c.name) || c.json) && c.name !== 'school_id')
      .filter((c) => !keyed.has(c.name) && !(t.links && c.name in t.links))
      .map((c) => `${t.name}.${c.name}`);
  });
}

test('every link of a backed-up table is a foreign key or declared by its module', () => {
  expect(undeclaredLinks(plan.tables)).toEqual([]);
});

test('a new table with an undeclared link or JSON column is caught', () => {
  const students = plan.tables.find((t) => t.name === 'students')!;
  const added: PlannedTable = {
    ...students,
    name: 'report_cards',
    columns: [
      ...students.columns,
      { name: 'reviewer_id', generated: false, identity: false },
      { name: 'marks', generated: false, identity: false, json: true },
    ],
  };
  expect(undeclaredLinks([...plan.tables, added])).toEqual([
    'report_cards.reviewer_id',
    'report_cards.marks',
  ]);
});

test('the renumbering of every table can be built, and every declared table is backed up', () => {
  const renumbering = renumberingOf(plan.tables);
  for (const [table, how] of renumbering)
    for (const { column, link } of how.links)
      if ('table' in link)
        expect([table, column, followed.has(link.table)]).toEqual([table, column, true]);
  expect(renumbering.get('fee_ledger')?.links.map((l) => l.column)).toEqual(
    expect.arrayContaining(['student_id', 'payment_id', 'due_id', 'reverses_id', 'refund_id']),
  );
});

test('every entity a manifest labels names a backed-up table, the school, or nothing the archive holds', () => {
  const entities = modules.flatMap((m) => Object.keys(m.audit ?? {}));
  expect(entities.length).toBeGreaterThan(40);
  for (const entity of entities) {
    const table = entityTable(entity);
    expect([entity, table === null || backedUp.has(table)]).toEqual([entity, true]);
  }
  expect(['teachers', 'custom-fees', 'fee-payments', 'backups'].map(entityTable)).toEqual([
    'users',
    'fee_ledger',
    'fee_payments',
    null,
  ]);
});

test("every notification event's key names a backed-up table's id", () => {
  for (const event of NOTIFICATION_EVENTS) {
    const asked: string[] = [];
    const key = eventKeyIn(`${event}:12:2026-11-27`, (table, id) => {
      asked.push(table);
      return Number(id) + 1000;
    });
    expect([event, key, asked.every((t) => backedUp.has(t))]).toEqual([
      event,
      `${event}:1012:2026-11-27`,
      true,
    ]);
  }
});
