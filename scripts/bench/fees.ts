/**
 * Fees figures for `npm run bench` (BENCH_ONLY=fees): in a school of 50,000 students,
 * assigning a ten-installment structure to 5,000 of them through the API's batches (total time,
 * longest call), then, with 500,000 dues and 500,000 payments in the ledger (written in bulk
 * by three INSERT … SELECT statements, through the triggers that keep the summary's totals;
 * timed as setup), the collect screen's data for one student and the school's fee summary
 * and the dues list's first page, most owed first (req/s, p50, p99). Targets: the summary p50
 * under 500 ms on PostgreSQL; the dues list's first page p99 ≤ 100 ms on PostgreSQL (issue 27).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { createApi } from '../../lib/api/app';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { feeStructures, sessionYears, students, users } from '../../lib/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../lib/api/seed';
import { demoSchool } from './backends';
import { measureInProcess, type Figures } from './measure';
import { addStudents } from './people';

export type FeeFigures = {
  backend: string;
  assignStudents: number;
  assignSeconds: number;
  assignLongestMs: number;
  dues: number;
  payments: number;
  /** The three bulk inserts (and their triggers), seconds. */
  bulkSeconds: number;
  studentFees: Figures;
  summary: Figures;
  /** The dues list's first page (most owed first) over every student. */
  duesPage: Figures;
};

const SCHOOL_STUDENTS = 50_000;
const ASSIGN_STUDENTS = 5_000;
const INSTALLMENTS = 10;

export async function benchFees(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  seconds: number,
  connections: number,
): Promise<FeeFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const api = createApi({
    database: async () => handle.db,
    config: { appHost: 'bench.test', tokenTtlHours: 24, storageDir },
  });
  const login = await api.request('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Subdomain': 'riverside' },
    body: JSON.stringify({ email: 'admin@riverside.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const headers = {
    Authorization: `Bearer ${data.token}`,
    'X-Subdomain': 'riverside',
    'Content-Type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api.request(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: Record<string, unknown>; message: string };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
    return json.data;
  };

  const school = await demoSchool(handle.db);
  await addStudents(handle, school.id, SCHOOL_STUDENTS);

  // The demo's structure of one class, edited (no dues yet, so in place) to ten installments.
  const structure = await handle.db
    .select({ id: feeStructures.id })
    .from(feeStructures)
    .where(and(eq(feeStructures.schoolId, school.id), sql`superseded_at is null`))
    .limit(1)
    .then(([row]) => defined(row, 'a fee structure of riverside'));
  const detail = (await call('GET', `/api/fee-structures/${structure.id}`)) as {
    name: string;
    session_year_id: number;
    class_ids: number[];
    due_date: string;
    lines: { fee_type_id: number; amount: number }[];
  };
  const total = 100_000;
  await call('PUT', `/api/fee-structures/${structure.id}`, {
    name: detail.name,
    session_year_id: detail.session_year_id,
    class_ids: detail.class_ids,
    due_date: detail.due_date,
    lines: [{ fee_type_id: defined(detail.lines[0], 'a fee line').fee_type_id, amount: total }],
    installments: Array.from({ length: INSTALLMENTS }, (_, i) => ({
      name: `Installment ${i + 1}`,
      due_date: `2026-${String(7 + (i % 6)).padStart(2, '0')}-01`,
      amount: total / INSTALLMENTS,
    })),
    late_fee: { kind: 'per_day', amount: 50, grace_days: 7, cap: 5000 },
  });

  // Assigning: batches of 500 until 5,000 students are done (or the class runs out).
  let after = 0;
  let assigned = 0;
  let longest = 0;
  const started = performance.now();
  while (assigned < ASSIGN_STUDENTS) {
    const t0 = performance.now();
    const batch = (await call('POST', `/api/fee-structures/${structure.id}/assign`, {
      after_student_id: after,
      batch_size: 500,
    })) as { processed: number; next_after: number | null };
    longest = Math.max(longest, performance.now() - t0);
    assigned += batch.processed;
    if (batch.next_after === null) break;
    after = batch.next_after;
  }
  const assignSeconds = (performance.now() - started) / 1000;

  // 500,000 dues (ten per student) and a payment against each, in bulk (setup, timed apart).
  const bulkStarted = performance.now();
  const session = await handle.db
    .select({ id: sessionYears.id })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, school.id), eq(sessionYears.isDefault, true)))
    .then(([row]) => defined(row, 'the current session year'));
  const admin = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.schoolId, school.id))
    .limit(1)
    .then(([row]) => defined(row, 'a user of riverside'));
  const { first: firstStudent } = await handle.db
    .select({ first: sql<number>`min(id)`.mapWith(Number) })
    .from(students)
    .where(and(eq(students.schoolId, school.id), sql`admission_no like 'FILL-%'`))
    .then(([row]) => defined(row, 'the first filler student'));
  const rows = SCHOOL_STUDENTS * INSTALLMENTS;
  await handle.db
    .execute(sql`insert into fee_ledger (school_id, student_id, session_year_id, kind, amount, label, due_date, posted_on)
    select ${school.id}::int, ${firstStudent}::int + (g - 1) / ${INSTALLMENTS}, ${session.id}::int, 'due', 10000,
      'Bench installment ' || (1 + (g - 1) % ${INSTALLMENTS}), date '2026-07-01' + ((g - 1) % ${INSTALLMENTS}) * 30, date '2026-07-01'
    from generate_series(1, ${rows}) g order by g`);
  const { firstDue } = await handle.db
    .select({ firstDue: sql<number>`min(id)`.mapWith(Number) })
    .from(sql`fee_ledger`)
    .where(sql`school_id = ${school.id} and label like 'Bench installment%'`)
    .then(([row]) => defined(row, 'the first bench instalment'));
  await handle.db
    .execute(sql`insert into fee_payments (school_id, receipt_no, student_id, session_year_id, paid_on, amount, method, collected_by_user_id)
    select ${school.id}::int, 1000000 + g, ${firstStudent}::int + (g - 1) / ${INSTALLMENTS}, ${session.id}::int,
      date '2026-07-01' + (g % 150), 5000 + (g % 5) * 1000, 'cash', ${admin.id}::int
    from generate_series(1, ${rows}) g order by g`);
  const { firstPayment } = await handle.db
    .select({ firstPayment: sql<number>`min(id)`.mapWith(Number) })
    .from(sql`fee_payments`)
    .where(sql`school_id = ${school.id} and receipt_no > 1000000`)
    .then(([row]) => defined(row, 'the first bench payment'));
  await handle.db
    .execute(sql`insert into fee_ledger (school_id, student_id, session_year_id, kind, amount, due_id, payment_id, label, posted_on)
    select ${school.id}::int, ${firstStudent}::int + (g - 1) / ${INSTALLMENTS}, ${session.id}::int, 'payment', -(5000 + (g % 5) * 1000),
      ${firstDue}::int + g - 1, ${firstPayment}::int + g - 1, 'Bench payment', date '2026-07-01' + (g % 150)
    from generate_series(1, ${rows}) g`);
  const bulkSeconds = (performance.now() - bulkStarted) / 1000;
  // The triggers kept the summary's totals (fee_student_totals, fee_collection_months) while
  // these inserts ran; each statement recounted the 50,000 students it touched.
  for (const table of ['fee_ledger', 'fee_payments', 'fee_student_totals', 'fee_collection_months'])
    await handle.db.execute(sql.raw(`vacuum analyze ${table}`));
  await expectTotalsToMatchTheLedger(handle, school.id);

  const studentFees = await measureInProcess(
    async () => api.request(`/api/students/${firstStudent + 17}/fees`, { headers }),
    { connections, seconds },
  );
  const summary = await measureInProcess(
    async () => api.request('/api/fees/fee-summary', { headers }),
    { connections: Math.min(connections, 2), seconds, warmupRequests: 2, warmupSeconds: 0 },
  );
  // Who owes what: the first page, sorted by outstanding, read from fee_student_totals' index.
  const duesPage = await measureInProcess(
    async () => api.request('/api/fee-dues?total=omit', { headers }),
    { connections, seconds },
  );
  return {
    backend,
    assignStudents: assigned,
    assignSeconds,
    assignLongestMs: longest,
    dues: rows,
    payments: rows,
    bulkSeconds,
    studentFees,
    summary,
    duesPage,
  };
}

/**
 * The figures the summary reads, checked against the ledger itself before they are timed: the
 * dues and payments summed per kind and the students counted. Stops the bench if they differ.
 */
async function expectTotalsToMatchTheLedger(handle: DatabaseHandle, schoolId: number) {
  const row = async (query: SQL) =>
    JSON.stringify(((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows[0]);
  const kept = await row(sql`select count(*)::text as students, sum(due_sum)::text as dues,
      sum(payment_sum)::text as payments
    from fee_student_totals where school_id = ${schoolId}`);
  const ledger = await row(sql`select
      count(distinct (l.session_year_id, l.student_id))::text as students,
      sum(l.amount) filter (where coalesce(r.kind, l.kind) = 'due')::text as dues,
      sum(l.amount) filter (where coalesce(r.kind, l.kind) = 'payment')::text as payments
    from fee_ledger l
    left join fee_ledger r on r.school_id = l.school_id and r.id = l.reverses_id
    where l.school_id = ${schoolId}`);
  if (kept !== ledger) throw new Error(`fee totals differ from the ledger: ${kept} vs ${ledger}`);
}

export function printFeeTable(rows: FeeFigures[]) {
  console.log(
    '\n| backend | assign a 10-installment structure | students | longest batch call ms | bulk 1,000,000 lines + 500,000 payments (setup) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.assignSeconds.toFixed(1)} s | ${r.assignStudents.toLocaleString('en')} | ${r.assignLongestMs.toFixed(0)} | ${r.bulkSeconds.toFixed(1)} s |`,
    );
  console.log('\n| backend | with dues / payments | route | req/s | p50 ms | p99 ms | errors |');
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    for (const [route, f] of [
      ['GET /api/students/{id}/fees', r.studentFees],
      ['GET /api/fees/fee-summary', r.summary],
      ['GET /api/fee-dues (first page)', r.duesPage],
    ] as const)
      console.log(
        `| ${r.backend} | ${r.dues.toLocaleString('en')} / ${r.payments.toLocaleString('en')} | ${route} | ${f.reqPerSec.toFixed(1)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.errors} |`,
      );
}
