/**
 * Notification figures for `npm run bench` (BENCH_ONLY=notifications), issue 28's scale
 * target: a school of 50,000 students (each with a guardian account) in class-sections of 50,
 * and one day's registers saved through the API, every twentieth student absent — 2,500
 * absences, told to their guardians in each register's own transaction (in the app and by
 * e-mail: 5,000 deliveries). Printed:
 * - the registers' saves (one at a time: p50 / p99 ms, total seconds) and how many deliveries
 *   are queued the moment the last one returns (all of them: the notice commits with the
 *   register, so nothing is left to queue "after" it);
 * - the same day's 2,500 notices queued by one `notifyMany` call in one transaction (seconds):
 *   the whole day's notification work at once, the figure the ≤ 2 s target is about.
 * PGlite gets fewer students by default (BENCH_NOTIFY_PGLITE_STUDENTS, 10,000).
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import { notifyMany, type Notice } from '../../lib/api/modules/notifications';
import { addDays, todayIn, weekdayOf, type IsoDate } from '../../lib/calendar';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { bigSchool } from './attendance';
import { adminSession, demoSchool } from './backends';
import { percentile } from './measure';

export const NOTIFY_SCHOOL_STUDENTS = 50_000;
/** Every twentieth student absent: 5 % of the school, 2,500 of 50,000. */
const ABSENT_EVERY = 20;

export type NotificationFigures = {
  backend: string;
  students: number;
  registers: number;
  absences: number;
  saveP50: number;
  saveP99: number;
  savesSeconds: number;
  /** Deliveries of that day queued when the last save returned. */
  queuedAtLastSave: number;
  /** One notifyMany of the day's absences (another day), seconds. */
  notifyManySeconds: number;
  notifyManyDeliveries: number;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** One guardian account per bench student, linked as its primary guardian. */
async function guardiansFor(handle: DatabaseHandle, schoolId: number) {
  const db = handle.db;
  await db.execute(sql`insert into users (school_id, email, password_hash, full_name)
    select school_id, 'g' || id || '@bench.test', 'none', 'Guardian of ' || first_name || ' ' || last_name
    from students where school_id = ${schoolId} and admission_no like 'BIG-%'`);
  await db.execute(sql`insert into student_guardians (school_id, student_id, guardian_user_id, relation, is_primary)
    select s.school_id, s.id, u.id, 'mother', true from students s
    join users u on u.school_id = s.school_id and u.email = 'g' || s.id || '@bench.test'
    where s.school_id = ${schoolId} and s.admission_no like 'BIG-%'`);
}

/** The latest Monday-to-Friday day before today (a working day in the demo calendar). */
function benchDay(today: IsoDate, back: number): IsoDate {
  let day = today;
  for (let found = 0; found < back;) {
    day = addDays(day, -1);
    if (!['saturday', 'sunday'].includes(weekdayOf(day))) found++;
  }
  return day;
}

const countDeliveries = async (handle: DatabaseHandle, schoolId: number, date: IsoDate) =>
  Number(
    defined(
      rowsOf<{ n: number }>(
        await handle.db.execute(sql`select count(*)::int as n from notification_deliveries
          where school_id = ${schoolId} and event = 'student_absent' and event_key like ${`%:${date}`}`),
      )[0],
      'a count',
    ).n,
  );

export async function benchNotifications(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  students: number,
): Promise<NotificationFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const db = handle.db;
  const school = await demoSchool(db);
  await bigSchool(handle, school.id, students);
  await guardiansFor(handle, school.id);
  await db.execute(sql`analyze`);
  const pupils = rowsOf<{ id: number; class_section_id: number }>(
    await db.execute(sql`select id, class_section_id from students
      where school_id = ${school.id} and admission_no like 'BIG-%' order by id`),
  );
  const sections = new Map<number, number[]>();
  for (const p of pupils)
    sections.set(p.class_section_id, [...(sections.get(p.class_section_id) ?? []), p.id]);

  const { api, headers } = await adminSession(handle, storageDir);
  const codes = (await (
    await api.request('/api/attendance-codes?per_page=100', { headers })
  ).json()) as {
    data: { id: number; builtin: string | null }[];
  };
  const codeOf = (status: string) =>
    defined(
      codes.data.find((c) => c.builtin === status),
      `the ${status} code`,
    ).id;
  const [present, absent] = [codeOf('present'), codeOf('absent')];
  const absentOf = (id: number) => id % ABSENT_EVERY === 0;

  const [first] = sections.keys();
  const markable = async (date: IsoDate) => {
    const res = await api.request(
      `/api/student-attendance?class_section_id=${first}&date=${date}`,
      { headers },
    );
    return (
      ((await res.json()) as { data: { day: { problem: string | null } } }).data.day.problem ===
      null
    );
  };
  // The latest two working days (a holiday of the demo calendar is skipped).
  const days: IsoDate[] = [];
  for (let back = 1; days.length < 2 && back < 30; back++) {
    const candidate = benchDay(todayIn('UTC'), back);
    if (await markable(candidate)) days.push(candidate);
  }
  const [day, other] = [defined(days[0], 'a working day'), defined(days[1], 'another working day')];
  const times: number[] = [];
  const started = performance.now();
  for (const [sectionId, ids] of sections) {
    const t0 = performance.now();
    const res = await api.request('/api/student-attendance', {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        class_section_id: sectionId,
        date: day,
        marks: ids.map((id) => ({
          student_id: id,
          code_id: absentOf(id) ? absent : present,
          remark: null,
        })),
      }),
    });
    if (res.status !== 200)
      throw new Error(`a register answered ${res.status}: ${await res.text()}`);
    times.push(performance.now() - t0);
  }
  const savesSeconds = (performance.now() - started) / 1000;
  const queuedAtLastSave = await countDeliveries(handle, school.id, day);

  // The whole day's absences in one call, for another day: the notification work alone.
  const notices: Notice[] = pupils
    .filter((p) => absentOf(p.id))
    .map((p) => ({
      schoolId: school.id,
      event: 'student_absent',
      key: `student_absent:${p.id}:${other}`,
      recipients: [],
      params: { student: `Pupil ${p.id}`, date: other, class_section: String(p.class_section_id) },
      link: '/guardian/attendance',
    }));
  const guardians = rowsOf<{ student_id: number; guardian_user_id: number }>(
    await db.execute(sql`select student_id, guardian_user_id from student_guardians
      where school_id = ${school.id}`),
  );
  const guardianOf = new Map(guardians.map((g) => [g.student_id, g.guardian_user_id]));
  for (const n of notices) {
    const studentId = Number(n.key.split(':')[1]);
    n.recipients = [defined(guardianOf.get(studentId), 'a guardian')];
  }
  const t1 = performance.now();
  await db.transaction((tx) => notifyMany(tx, notices));
  const notifyManySeconds = (performance.now() - t1) / 1000;

  times.sort((a, b) => a - b);
  return {
    backend,
    students,
    registers: sections.size,
    absences: pupils.filter((p) => absentOf(p.id)).length,
    saveP50: percentile(times, 50),
    saveP99: percentile(times, 99),
    savesSeconds,
    queuedAtLastSave,
    notifyManySeconds,
    notifyManyDeliveries: await countDeliveries(handle, school.id, other),
  };
}

export function printNotificationTable(rows: NotificationFigures[]) {
  console.log(
    '\n| backend | students | registers | absences | register save p50 / p99 ms | all saves s | deliveries queued at the last save | the day in one notifyMany: s (deliveries) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.students.toLocaleString('en')} | ${r.registers} | ${r.absences.toLocaleString('en')} | ${r.saveP50.toFixed(1)} / ${r.saveP99.toFixed(1)} | ${r.savesSeconds.toFixed(1)} | ${r.queuedAtLastSave.toLocaleString('en')} | ${r.notifyManySeconds.toFixed(2)} (${r.notifyManyDeliveries.toLocaleString('en')}) |`,
    );
}
