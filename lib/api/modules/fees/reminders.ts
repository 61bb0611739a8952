/**
 * Fee reminders (issue 28): once a day, for each school, the dues falling due in N days
 * (`fee_due_soon`) and those overdue by N days (`fee_overdue`, N each set by the school in its
 * notification settings), still owing something, told to each active student's guardians. One
 * notice per student, due date and event (two structures' dues of one day are one message);
 * the key says so, so a second run of the day — another process, a retry — tells nobody twice.
 * Owing is read as the ledger has it: the due plus every line naming it (payments, waivers,
 * cancellations and refunds), the same sums fee_student_totals keeps per student.
 */
import { and, between, eq, sql } from 'drizzle-orm';
import { addDays, formatDate, todayIn, type IsoDate } from '../../../calendar';
import type { Database, Executor } from '../../../db/client';
import { feeLedger } from '../../../db/schema/fees';
import { schoolFormatOf, type SchoolFormat } from '../../../school-format';
import { notifyMany, type Notice } from '../notifications';
import { guardiansOfStudents, studentBriefs } from '../people';
import { readSchoolSettings } from '../platform';
import { moneyIn } from './notices';

type Owing = { studentId: number; owed: number; labels: string[] };

/** Each student's dues of `dueDate` still owing, summed (active students only are told). */
async function owingOn(tx: Executor, schoolId: number, dueDate: IsoDate): Promise<Owing[]> {
  const naming = sql`(select coalesce(sum(l.amount), 0) from ${feeLedger} l
    where l.school_id = ${feeLedger.schoolId} and l.due_id = ${feeLedger.id})`;
  const rows = await tx
    .select({
      studentId: feeLedger.studentId,
      label: feeLedger.label,
      owed: sql<number>`${feeLedger.amount} + ${naming}`.mapWith(Number),
    })
    .from(feeLedger)
    .where(
      and(
        eq(feeLedger.schoolId, schoolId),
        eq(feeLedger.kind, 'due'),
        eq(feeLedger.dueDate, dueDate),
      ),
    );
  const byStudent = new Map<number, Owing>();
  for (const r of rows.filter((row) => row.owed > 0)) {
    const o = byStudent.get(r.studentId) ?? { studentId: r.studentId, owed: 0, labels: [] };
    o.owed += r.owed;
    o.labels.push(r.label);
    byStudent.set(r.studentId, o);
  }
  return [...byStudent.values()];
}

export type ReminderRule = {
  event: 'fee_due_soon' | 'fee_overdue';
  /** Days before the due date (due soon) or after it (overdue). */
  days: number;
};

/** The due date a rule looks at on `today` (pure: table-tested). */
export const dueDateOf = (rule: ReminderRule, today: IsoDate): IsoDate =>
  addDays(today, rule.event === 'fee_due_soon' ? rule.days : -rule.days);

/** One school's reminders of one rule on `today`; answers how many students were told. */
export async function remindFees(
  tx: Executor,
  school: { id: number; format: SchoolFormat },
  rule: ReminderRule,
  today: IsoDate,
): Promise<number> {
  const dueDate = dueDateOf(rule, today);
  const owing = await owingOn(tx, school.id, dueDate);
  if (!owing.length) return 0;
  const ids = owing.map((o) => o.studentId);
  const active = new Map(
    (await studentBriefs(tx, school.id, ids))
      .filter((s) => s.status === 'active')
      .map((s) => [s.id, s.name]),
  );
  const guardians = await guardiansOfStudents(tx, school.id, ids);
  const money = moneyIn(school.format);
  const notices: Notice[] = owing.flatMap((o) => {
    const student = active.get(o.studentId);
    const recipients = guardians.get(o.studentId);
    if (student === undefined || !recipients?.length) return [];
    return [
      {
        schoolId: school.id,
        event: rule.event,
        key: `${rule.event}:${o.studentId}:${dueDate}`,
        recipients,
        params: {
          student,
          amount: money(o.owed),
          due_date: formatDate(dueDate, school.format.dateFormat),
          days: rule.days,
          fees: o.labels.join(', '),
        },
        link: '/fees/student-fees',
      },
    ];
  });
  await notifyMany(tx, notices);
  return notices.length;
}

/** Days a school may set (notifications' settings: 0–60): dues up to this far off are read. */
const FURTHEST_DAYS = 60;

/**
 * Every school's reminders of `now` (each school's own date): the schools with a due within
 * the settings' reach, each rule in a transaction of its own, so one school's failure leaves
 * the others told (the schedule's retry tells nobody twice: the keys).
 */
export async function remindAllSchools(
  db: Database,
  now: Date,
  settingsOf: (schoolId: number) => Promise<{ dueSoonDays: number; overdueDays: number }>,
): Promise<number> {
  const around = (days: number) => addDays(todayIn('UTC', now), days);
  const schools = await db
    .selectDistinct({ id: feeLedger.schoolId })
    .from(feeLedger)
    .where(
      and(
        eq(feeLedger.kind, 'due'),
        between(feeLedger.dueDate, around(-FURTHEST_DAYS - 1), around(FURTHEST_DAYS + 1)),
      ),
    );
  let told = 0;
  for (const { id } of schools) {
    const format = schoolFormatOf(await readSchoolSettings(db, id));
    const today = todayIn(format.timeZone, now);
    const days = await settingsOf(id);
    for (const rule of [
      { event: 'fee_due_soon', days: days.dueSoonDays },
      { event: 'fee_overdue', days: days.overdueDays },
    ] as const)
      told += await db.transaction((tx) => remindFees(tx, { id, format }, rule, today));
  }
  return told;
}
