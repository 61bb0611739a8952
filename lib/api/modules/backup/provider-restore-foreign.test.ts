/**
 * An archive from another deployment, restored by the provider as a new school: a real backup
 * of the demo school (after a class, a payment and its notices were added), its every id and
 * link shifted 2,000,000,000 up — far past anything this deployment has issued — in another
 * school id, signed with another deployment's key. The restore renumbers every row from this
 * deployment's sequences: the new school's records match the source's by content, its
 * receipts verify, and no sequence moved beyond the rows created, so the other schools still
 * create rows.
 */
import { sql } from 'drizzle-orm';
import { DEMO_PASSWORD, PROVIDER_EMAIL } from '../../demo/schools';
import { modules } from '../../modules';
import {
  startTestApi,
  TEST_SESSION_SECRET,
  unique,
  type TestApi,
} from '../../test-support/harness';
import { defined } from '../../../test-support/defined';
import { receiptKeyOf, receiptToken } from '../fees/receipt-token';
import { issuedIds, type IssuedIds } from './id-rule';
import { backupPlan } from './plan';
import { moduleTables } from './tenant-tables';
import {
  backupBytes,
  entriesOf,
  fromAnotherDeployment,
  restoreAsNewSchool,
  type As,
} from './test-support';

const OFFSET = 2_000_000_000;
const plan = backupPlan(moduleTables(modules));

let t: TestApi;
let provider: { token: string };
let source: As;
let foreign: Uint8Array;
let rowsInArchive: Record<string, number>;
let copy: { id: number; subdomain: string };
let before: IssuedIds;
let after: IssuedIds;

const lastOf = (issued: IssuedIds, table: string) =>
  [...(issued.get(table)?.values() ?? [])][0] ?? 0;

beforeAll(async () => {
  t = await startTestApi({ seed: 'life' });
  const login = await t.call('POST', '/api/login', {
    body: { email: PROVIDER_EMAIL, password: DEMO_PASSWORD },
  });
  provider = { token: login.body.data.token };
  source = { token: await t.login('admin@riverside.test'), school: 'riverside' };
  // Records whose audit entries, notices and keys name ids: a class and a payment.
  const classes = await t.call('GET', '/api/classes?per_page=1', source);
  const added = await t.call('POST', '/api/classes', {
    ...source,
    body: { name: 'Remapped Class', medium_id: classes.body.data[0].medium_id },
  });
  expect(added.status).toBe(200);
  const paid = await t.call('GET', '/api/fee-payments?status=paid&per_page=1', source);
  const payment = await t.call('POST', '/api/fee-payments', {
    ...source,
    body: {
      student_id: paid.body.data[0].student_id,
      amount: 100,
      method: 'cash',
      keep_advance: true,
    },
  });
  expect(payment.status).toBe(200);
  const archive = await backupBytes(t, source);
  foreign = await fromAnotherDeployment(archive, plan.tables, { offset: OFFSET, schoolId: 4242 });
  rowsInArchive = Object.fromEntries(
    (await entriesOf(foreign))
      .map((e) => [/^tables\/(.+)\.ndjson$/.exec(e.name)?.[1], e.data.toString()] as const)
      .filter((e): e is [string, string] => e[0] !== undefined)
      .map(([name, text]) => [name, text.split('\n').filter(Boolean).length]),
  );
  before = await issuedIds(t.handle.db, plan.tables);
  const subdomain = `moved-${unique('m').slice(2)}`;
  const res = await restoreAsNewSchool(t, provider, foreign, subdomain);
  expect([res.status, res.body.message]).toEqual([200, expect.stringContaining(subdomain)]);
  after = await issuedIds(t.handle.db, plan.tables);
  copy = { id: res.body.data.id, subdomain };
}, 240_000);
afterAll(() => t.close());

/** The rows of one query in a school, as sorted lines of text (ids never among the columns). */
async function contentOf(query: (school: number) => ReturnType<typeof sql>, school: number) {
  const result = (await t.handle.db.execute(query(school))) as { rows: unknown[] };
  return result.rows.map((r) => JSON.stringify(r)).sort();
}

async function sameContent(query: (school: number) => ReturnType<typeof sql>, atLeast = 1) {
  const [a, b] = await Promise.all([contentOf(query, 1), contentOf(query, copy.id)]);
  expect(a.length).toBeGreaterThanOrEqual(atLeast);
  expect(b).toEqual(a);
}

const studentName = sql.raw(`s.first_name || ' ' || s.last_name`);

test('the archive held ids far past what this deployment had issued', () => {
  const students = lastOf(before, 'students');
  expect(students).toBeLessThan(OFFSET);
  expect(rowsInArchive.students).toBeGreaterThan(100);
});

test('no sequence moved beyond the rows created; every new id is one the sequence issued', async () => {
  for (const table of plan.tables) {
    const column = table.columns.find((c) => c.identity)?.name;
    if (!column) continue;
    // The restore's own audit entry is the only row it writes beside the archive's.
    const created = (rowsInArchive[table.name] ?? 0) + (table.name === 'audit_log' ? 1 : 0);
    expect([table.name, lastOf(after, table.name) - lastOf(before, table.name)]).toEqual([
      table.name,
      created,
    ]);
    const highest = (await t.handle.db.execute(
      sql`select coalesce(max(${sql.raw(`"${column}"`)}), 0)::text as n from ${sql.raw(`"${table.name}"`)}`,
    )) as { rows: { n: string }[] };
    expect(Number(highest.rows[0]?.n)).toBeLessThanOrEqual(lastOf(after, table.name));
  }
});

test('the other schools still create rows, numbered right after', async () => {
  const hillcrest = { token: await t.login('admin@hillcrest.test'), school: 'hillcrest' };
  const classes = await t.call('GET', '/api/classes?per_page=1', hillcrest);
  const added = await t.call('POST', '/api/classes', {
    ...hillcrest,
    body: { name: unique('Class'), medium_id: classes.body.data[0].medium_id },
  });
  expect(added.status).toBe(200);
  expect(added.body.data.id).toBe(lastOf(after, 'classes') + 1);
});

test("students, their classes and guardians match the source's", () =>
  sameContent(
    (school) => sql`select ${studentName} as student, s.admission_no, sec.name as section,
      c.name as class, u.email as guardian, g.relation
    from students s
      join class_sections cs on cs.school_id = s.school_id and cs.id = s.class_section_id
      join classes c on c.school_id = cs.school_id and c.id = cs.class_id
      join sections sec on sec.school_id = cs.school_id and sec.id = cs.section_id
      left join student_guardians g on g.school_id = s.school_id and g.student_id = s.id
      left join users u on u.school_id = g.school_id and u.id = g.guardian_user_id
    where s.school_id = ${school}`,
    300,
  ));

test('roles keep their permissions, numbered otherwise by the other deployment', async () => {
  await sameContent(
    (school) => sql`select r.name as role, p.name as permission
      from role_permissions rp
        join roles r on r.school_id = rp.school_id and r.id = rp.role_id
        join permissions p on p.id = rp.permission_id
      where rp.school_id = ${school}`,
    50,
  );
});

test("fee balances, the ledger's own links and the receipts match the source's", async () => {
  await sameContent(
    (school) => sql`select ${studentName} as student, sum(l.amount)::text as balance
      from fee_ledger l join students s on s.school_id = l.school_id and s.id = l.student_id
      where l.school_id = ${school} group by 1`,
    50,
  );
  // Lines applied to a due, reversals, installments and structure lines: by what they name.
  await sameContent(
    (
      school,
    ) => sql`select l.kind, l.label, l.amount::text, d.label as due, d.amount::text as due_amount,
        r.kind as reverses, i.position as installment, sl.amount::text as line, p.receipt_no
      from fee_ledger l
        left join fee_ledger d on d.school_id = l.school_id and d.id = l.due_id
        left join fee_ledger r on r.school_id = l.school_id and r.id = l.reverses_id
        left join fee_installments i on i.school_id = l.school_id and i.id = l.installment_id
        left join fee_structure_lines sl on sl.school_id = l.school_id and sl.id = l.structure_line_id
        left join fee_payments p on p.school_id = l.school_id and p.id = l.payment_id
      where l.school_id = ${school}`,
    600,
  );
  await sameContent(
    (school) => sql`select f.name, f.version, p.name as previous
      from fee_structures f left join fee_structures p on p.school_id = f.school_id and p.id = f.previous_id
      where f.school_id = ${school}`,
  );
  // A receipt of the new school verifies on its address, with the source's number.
  const payments = (await t.handle.db.execute(
    sql`select id, receipt_no from fee_payments where school_id = ${copy.id} order by receipt_no desc limit 1`,
  )) as { rows: { id: number; receipt_no: number }[] };
  const payment = defined(payments.rows[0], 'a payment of the new school');
  const token = receiptToken(
    receiptKeyOf({ sessionSecret: TEST_SESSION_SECRET }),
    copy.id,
    payment.id,
  );
  const verified = await t.call(
    'GET',
    `/api/schools/by-subdomain/${copy.subdomain}/receipts/${token}`,
  );
  expect(verified.status).toBe(200);
  expect(JSON.stringify(verified.body.data)).toContain(String(payment.receipt_no));
});

test("payroll, its payslips and the expense it posted match the source's", async () => {
  await sameContent(
    (school) => sql`select r.month, r.status, e.amount::text as expense, e.source,
        back.month as expense_source, u.email, ps.net::text
      from payroll_runs r
        left join expenses e on e.school_id = r.school_id and e.id = r.expense_id
        left join payroll_runs back on back.school_id = e.school_id and back.id = e.source_id
        left join payslips ps on ps.school_id = r.school_id and ps.run_id = r.id
        left join users u on u.school_id = ps.school_id and u.id = ps.user_id
      where r.school_id = ${school}`,
  );
});

test("attendance matches the source's", () =>
  sameContent(
    (school) => sql`select ${studentName} as student, a.date::text, c.code, m.email as marked_by
      from student_attendance a
        join students s on s.school_id = a.school_id and s.id = a.student_id
        join attendance_codes c on c.school_id = a.school_id and c.id = a.code_id
        left join users m on m.school_id = a.school_id and m.id = a.marked_by
      where a.school_id = ${school}`,
    1000,
  ));

test("the audit entries name the same records and people as the source's", async () => {
  const named = (school: number) => sql`select a.action, a.entity, u.email as actor,
      coalesce(c.name, p.receipt_no::text, who.email) as record, a.after
    from audit_log a
      left join users u on u.school_id = a.school_id and u.id = a.user_id
      left join classes c on a.entity = 'classes' and c.school_id = a.school_id and c.id = a.entity_id
      left join fee_payments p on a.entity = 'fee-payments' and p.school_id = a.school_id and p.id = a.entity_id
      left join users who on a.entity = 'users' and who.school_id = a.school_id and who.id = a.entity_id
    where a.school_id = ${school} order by a.id`;
  const [a, b] = await Promise.all([
    t.handle.db.execute(named(1)),
    t.handle.db.execute(named(copy.id)),
  ]);
  const sourceRows = (a as { rows: Record<string, unknown>[] }).rows;
  const copyRows = (b as { rows: Record<string, unknown>[] }).rows;
  // The source's history up to its backup, then the restore (the source logged more since).
  const history = sourceRows.slice(0, copyRows.length - 1);
  const withoutRecord = (rows: Record<string, unknown>[]) =>
    rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => k !== 'after')));
  expect(withoutRecord(copyRows.slice(0, history.length))).toEqual(withoutRecord(history));
  expect(copyRows.map((r) => r.record)).toEqual(
    expect.arrayContaining(['Remapped Class', 'admin@riverside.test']),
  );
  expect(copyRows.at(-1)).toMatchObject({ action: 'restore', entity: 'schools' });
});

test("notifications: deliveries, their keys and in-app messages match the source's", async () => {
  await sameContent(
    (school) => sql`select d.event, u.email, d.channel, d.state, d.params,
        regexp_replace(d.event_key, ':[0-9]+', ':#') as key,
        d.idempotency_key = d.event_key || ':' || d.recipient_user_id || ':' || d.channel as key_holds,
        p.receipt_no as attachment
      from notification_deliveries d
        join users u on u.school_id = d.school_id and u.id = d.recipient_user_id
        left join fee_payments p on d.attachment_kind = 'fee-receipt' and p.school_id = d.school_id
          and p.id = d.attachment_id
      where d.school_id = ${school}`,
    5,
  );
  // A payment's notice names it by its id: the new one.
  const keys = (await t.handle.db.execute(
    sql`select d.event_key, d.attachment_id from notification_deliveries d
      where d.school_id = ${copy.id} and d.attachment_kind = 'fee-receipt'`,
  )) as { rows: { event_key: string; attachment_id: number }[] };
  expect(keys.rows.length).toBeGreaterThan(0);
  for (const row of keys.rows) expect(row.event_key).toBe(`payment_received:${row.attachment_id}`);
  await sameContent(
    (school) => sql`select u.email, n.title, n.body, d.event as delivered
      from notifications n
        join users u on u.school_id = n.school_id and u.id = n.user_id
        left join notification_deliveries d on d.school_id = n.school_id and d.id = n.delivery_id
      where n.school_id = ${school}`,
    5,
  );
});

test("the new school's admin signs in with the archive's password", async () => {
  const token = await t.login('admin@riverside.test', DEMO_PASSWORD, copy.subdomain);
  const students = await t.call('GET', '/api/students?per_page=1', {
    token,
    school: copy.subdomain,
  });
  expect(students.status).toBe(200);
  expect(students.body.meta?.total ?? students.body.data.length).toBeGreaterThan(0);
});
