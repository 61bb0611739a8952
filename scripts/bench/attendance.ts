/**
 * Attendance figures for `npm run bench` (BENCH_ONLY=attendance): in a school of 50,000
 * students in 1,000 class-sections of 50, with a term of attendance (80 school days, about
 * 4 million marks, written by one INSERT…SELECT):
 * - saving a whole day for a class of 60 (PUT /api/student-attendance, one at a time: p50/p99),
 * - that class's month grid (GET /api/student-attendance/summary),
 * - the school-wide month % (GET /api/student-attendance/school-summary, one request at a
 *   time), which reads the per class-section day totals, beside the same % counted from the
 *   marks themselves (one statement, median of three).
 * PGlite gets fewer students by default (BENCH_ATTENDANCE_PGLITE_STUDENTS, 10,000): its
 * queries run on the main thread and 4 million rows take minutes to write there.
 */
import { and, eq, sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import { rebuildStudentTotals } from '../../lib/api/modules/attendance/totals';
import {
  addDays,
  monthBounds,
  monthOf,
  todayIn,
  weekdayOf,
  type IsoDate,
} from '../../lib/calendar';
import type { DatabaseHandle } from '../../lib/db/client';
import { defined } from '../../lib/test-support/defined';
import { sessionYears } from '../../lib/db/schema';
import { adminSession, demoSchool } from './backends';
import { measureInProcess, percentile, type Figures } from './measure';

export const ATTENDANCE_SCHOOL_STUDENTS = 50_000;
const PER_SECTION = 50;
const TERM_DAYS = 80;

export type AttendanceFigures = {
  backend: string;
  students: number;
  marks: number;
  fillSeconds: number;
  totalsSeconds: number;
  daySave: Figures;
  monthGrid: Figures;
  schoolMonth: Figures;
  /** The same month % counted from the marks (no totals): median of 3, ms, and rows read. */
  scanMs: number;
  scanRows: number;
};

/** The last `n` Monday-to-Saturday days before `today` that lie in the session, oldest first. */
function schoolDays(today: IsoDate, n: number, sessionStart: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let d = addDays(today, -1); days.length < n && d >= sessionStart; d = addDays(d, -1))
    if (weekdayOf(d) !== 'sunday') days.push(d);
  return days.reverse();
}

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const list = (values: (string | number)[], type: 'date' | 'int') =>
  sql.raw(
    `array[${values.map((v) => (type === 'date' ? `'${v}'` : String(v))).join(',')}]::${type}[]`,
  );

export async function bigSchool(handle: DatabaseHandle, schoolId: number, students: number) {
  const db = handle.db;
  const sections = Math.ceil(students / PER_SECTION);
  const { n: classCount } = defined(
    rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from classes where school_id = ${schoolId}`),
    )[0],
    'a count of classes',
  );
  // Enough sections that every class has as many as it needs ("Bench 1"... per class).
  const perClass = Math.ceil((sections + 1) / Number(classCount));
  await db.execute(sql`insert into sections (school_id, name)
    select ${schoolId}::int, 'Bench ' || g from generate_series(1, ${perClass}) g`);
  const made = await db.execute(sql`insert into class_sections (school_id, class_id, section_id)
    select c.school_id, c.id, s.id from classes c join sections s on s.school_id = c.school_id
    where c.school_id = ${schoolId} and s.name like 'Bench %'
    order by c.id, s.id limit ${sections + 1} returning id`);
  const ids = rowsOf<{ id: number }>(made).map((r) => Number(r.id));
  if (ids.length < sections + 1) throw new Error(`only ${ids.length} class-sections could be made`);
  const session = await db
    .select({ id: sessionYears.id, start: sessionYears.startDate })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)))
    .then(([row]) => defined(row, 'the current session year'));
  const [first, ...rest] = ids;
  const classOf60 = defined(first, 'a class-section for the class of 60');
  const insertStudents = (count: number, sectionIds: number[], tag: string) =>
    db.execute(sql`insert into students (school_id, admission_no, first_name, last_name, gender,
        date_of_birth, admission_date, class_section_id, session_year_id, roll_number)
      select ${schoolId}::int, ${tag} || g, 'Pupil', 'No ' || g, 'female', date '2014-01-01',
        ${session.start}::date, (${list(sectionIds, 'int')})[1 + g % ${sectionIds.length}],
        ${session.id}::int, 1 + g / ${sectionIds.length}
      from generate_series(0, ${count - 1}) g`);
  await insertStudents(60, [classOf60], 'C60-');
  await insertStudents(students, rest, 'BIG-');
  return { classOf60, sessionId: session.id, sessionStart: session.start };
}

/**
 * A mark for every student of the school (but those of `exceptSection`) on each of `days`,
 * about 4 % absent and 2 % late, in one INSERT…SELECT; the day totals are left to the caller
 * (rebuildStudentTotals).
 */
export async function insertMarks(
  handle: DatabaseHandle,
  schoolId: number,
  days: IsoDate[],
  exceptSection = 0,
) {
  // Each mark carries the school's code of its status (attendance_codes.builtin).
  return await handle.db.execute(sql`insert into student_attendance
      (school_id, student_id, date, session_year_id, class_section_id, code_id)
    select s.school_id, s.id, d.date, s.session_year_id, s.class_section_id, c.id
    from students s cross join unnest(${list(days, 'date')}) as d(date)
    join attendance_codes c on c.school_id = s.school_id and c.builtin =
      case when abs(hashtext(s.id::text || d.date::text)) % 100 < 4 then 'absent'
           when abs(hashtext(s.id::text || d.date::text)) % 100 < 6 then 'late'
           else 'present' end
    where s.school_id = ${schoolId} and s.class_section_id <> ${exceptSection}`);
}

export async function benchAttendance(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  seconds: number,
  connections: number,
  students: number,
): Promise<AttendanceFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const db = handle.db;
  const school = await demoSchool(db);
  const { classOf60, sessionStart } = await bigSchool(handle, school.id, students);
  const today = todayIn('UTC');
  const term = schoolDays(today, TERM_DAYS, sessionStart);

  // The term's marks for every student but the class of 60 (whose days the API will save).
  let started = performance.now();
  const filled = await insertMarks(handle, school.id, term, classOf60);
  const fillSeconds = (performance.now() - started) / 1000;
  // What autovacuum does to a live table: statistics and the visibility map.
  await db.execute(sql`vacuum analyze student_attendance`);
  started = performance.now();
  await rebuildStudentTotals(db, school.id);
  const totalsSeconds = (performance.now() - started) / 1000;

  const { api, headers } = await adminSession(handle, storageDir);
  const get = async (path: string) => await api.request(path, { headers });

  const roster = (await (
    await get(`/api/student-attendance?class_section_id=${classOf60}&date=${term[term.length - 1]}`)
  ).json()) as {
    data: {
      marks: { student_id: number }[];
      codes: { id: number; builtin: string | null }[];
    };
  };
  const codeOf = (status: string) =>
    defined(
      roster.data.codes.find((c) => c.builtin === status),
      `the ${status} code`,
    ).id;
  const [present, absent] = [codeOf('present'), codeOf('absent')];
  // The last 30 school days, in turn: a first save writes the day, later ones rewrite it.
  const saveDays = term.slice(-30);
  let n = 0;
  const daySave = await measureInProcess(
    async () => {
      const date = saveDays[n % saveDays.length];
      const round = n++;
      return await api.request('/api/student-attendance', {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          class_section_id: classOf60,
          date,
          marks: roster.data.marks.map((m, i) => ({
            student_id: m.student_id,
            code_id: (i + round) % 17 === 0 ? absent : present,
            remark: null,
          })),
        }),
      });
    },
    { connections: 1, seconds, warmupRequests: saveDays.length, warmupSeconds: 0 },
  );
  const lastMonth = monthOf(defined(saveDays.at(-1), 'a day to save'));
  const monthGrid = await measureInProcess(
    () => get(`/api/student-attendance/summary?class_section_id=${classOf60}&month=${lastMonth}`),
    { connections, seconds },
  );
  // The term's fullest month: the one before the last day's.
  const fullMonth = monthOf(addDays(monthBounds(defined(term.at(-1), 'a term day')).first, -1));
  // One person asking at a time: the figure the 1 s target is about.
  const schoolMonth = await measureInProcess(
    () => get(`/api/student-attendance/school-summary?month=${fullMonth}`),
    { connections: 1, seconds },
  );

  const { first, last } = monthBounds(`${fullMonth}-01`);
  const scans: number[] = [];
  let scanRows = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const counted = await db.execute(sql`select code_id, count(*)::int as n from student_attendance
      where school_id = ${school.id} and date between ${first} and ${last} group by code_id`);
    scans.push(performance.now() - t0);
    scanRows = rowsOf<{ n: number }>(counted).reduce((sum, r) => sum + Number(r.n), 0);
  }
  scans.sort((a, b) => a - b);
  return {
    backend,
    students,
    marks: Number((filled as { rowCount?: number }).rowCount ?? students * term.length),
    fillSeconds,
    totalsSeconds,
    daySave,
    monthGrid,
    schoolMonth,
    scanMs: percentile(scans, 50),
    scanRows,
  };
}

export function printAttendanceTable(rows: AttendanceFigures[]) {
  console.log(
    '\n| backend | students | marks written | fill s | totals s | day save (60) p50 / p99 ms | month grid (60) req/s, p50 / p99 ms | school month % (1 at a time) req/s, p50 / p99 ms | same % from the marks: ms (rows read) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  const f = (x: Figures) => `${x.reqPerSec.toFixed(0)}, ${x.p50.toFixed(1)} / ${x.p99.toFixed(1)}`;
  for (const r of rows)
    console.log(
      `| ${r.backend} | ${r.students.toLocaleString('en')} | ${r.marks.toLocaleString('en')} | ${r.fillSeconds.toFixed(1)} | ${r.totalsSeconds.toFixed(1)} | ${r.daySave.p50.toFixed(1)} / ${r.daySave.p99.toFixed(1)} (${r.daySave.requests} saves, ${r.daySave.errors} errors) | ${f(r.monthGrid)} | ${f(r.schoolMonth)} | ${r.scanMs.toFixed(0)} (${r.scanRows.toLocaleString('en')}) |`,
    );
}
