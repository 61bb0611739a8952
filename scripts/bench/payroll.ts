/**
 * Payroll figures for `npm run bench` (BENCH_ONLY=payroll): a school with 1,000 active staff,
 * each with a salary structure of four allowances and deductions (written in bulk, not
 * measured), then the month's run through the API (one transaction: 1,000 payslips and their
 * lines, unpaid days read from leave and attendance), the same month recomputed, and the
 * finalisation that posts the Salaries expense: the time of each call.
 */
import { and, eq } from 'drizzle-orm';
import { createApi } from '../../lib/api/app';
import { DEMO_PASSWORD, seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import {
  payrollComponents,
  roles,
  salaryStructureLines,
  salaryStructures,
  userRoles,
  users,
} from '../../lib/db/schema';
import { demoSchool } from './backends';

export type PayrollFigures = {
  backend: string;
  staff: number;
  runMs: number;
  recomputeMs: number;
  finaliseMs: number;
  payAllMs: number;
};

const STAFF = 1_000;
const MONTH = '2030-03';

async function addStaff(handle: DatabaseHandle, schoolId: number) {
  const db = handle.db;
  const teacher = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.schoolId, schoolId), eq(roles.name, 'Teacher')))
    .then(([row]) => defined(row, 'the Teacher role'));
  const { hash } = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.schoolId, schoolId))
    .limit(1)
    .then(([row]) => defined(row, 'a user to copy the password of'));
  const components = await db
    .insert(payrollComponents)
    .values([
      { schoolId, name: 'Bench HRA', kind: 'allowance', calc: 'percentage', basisPoints: 1000 },
      { schoolId, name: 'Bench travel', kind: 'allowance', calc: 'fixed', amount: 5000 },
      { schoolId, name: 'Bench pension', kind: 'deduction', calc: 'percentage', basisPoints: 500 },
      { schoolId, name: 'Bench tax', kind: 'deduction', calc: 'fixed', amount: 2000 },
    ])
    .returning({ id: payrollComponents.id });
  for (let i = 0; i < STAFF; i += 500) {
    const batch = Array.from({ length: Math.min(500, STAFF - i) }, (_, k) => i + k);
    const made = await db
      .insert(users)
      .values(
        batch.map((n) => ({
          schoolId,
          email: `bench-staff-${n}@bench.test`,
          passwordHash: hash,
          fullName: `Bench Staff ${n}`,
        })),
      )
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values(made.map((u) => ({ schoolId, userId: u.id, roleId: teacher.id })));
    const structures = await db
      .insert(salaryStructures)
      .values(
        made.map((u, k) => ({
          schoolId,
          userId: u.id,
          basic: 250_000 + (k % 50) * 1_000,
          effectiveFrom: '2030-01-01',
        })),
      )
      .returning({ id: salaryStructures.id });
    await db
      .insert(salaryStructureLines)
      .values(
        structures.flatMap((s) =>
          components.map((c) => ({ schoolId, structureId: s.id, componentId: c.id })),
        ),
      );
  }
}

export async function benchPayroll(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
): Promise<PayrollFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  await addStaff(handle, school.id);
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
  const timed = async (path: string, body: unknown = {}) => {
    const started = performance.now();
    const res = await api.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await res.json()) as { data: { id: number; payslips: number }; message: string };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
    return { ms: performance.now() - started, data: json.data };
  };
  const run = await timed('/api/payroll-runs', { month: MONTH });
  if (run.data.payslips < STAFF) throw new Error(`only ${run.data.payslips} payslips`);
  const recompute = await timed('/api/payroll-runs', { month: MONTH });
  const finalise = await timed(`/api/payroll-runs/${run.data.id}/finalise`);
  const pay = await timed(`/api/payroll-runs/${run.data.id}/pay`, {
    paid_on: '2030-04-01',
    method: 'bank_transfer',
  });
  return {
    backend,
    staff: run.data.payslips,
    runMs: run.ms,
    recomputeMs: recompute.ms,
    finaliseMs: finalise.ms,
    payAllMs: pay.ms,
  };
}

export function printPayrollTable(rows: PayrollFigures[]) {
  console.log('\nPayroll: a month run for the whole staff (one transaction each call)');
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      payslips: r.staff,
      'run (ms)': Math.round(r.runMs),
      'recompute (ms)': Math.round(r.recomputeMs),
      'finalise + expense (ms)': Math.round(r.finaliseMs),
      'pay all (ms)': Math.round(r.payAllMs),
    })),
  );
}
