/**
 * Saving a marks grid for `npm run bench` (BENCH_ONLY=exam-marks): a class-section of 60
 * students (BENCH_EXAM_GRID_STUDENTS) made in bulk, an exam with one paper of its class, then
 * the whole grid saved again and again, one save at a time, as the grid does (PUT
 * /api/exams/{id}/marks with every cell changed and the version each was read at, the answer
 * read for the next versions): through the API in-process and, on PostgreSQL, the way a
 * browser reaches it (production `next start`, middleware and the BFF). Prints p50/p95/p99 of
 * a save; issue 30's target: p99 ≤ 150 ms.
 */
import { and, eq, sql } from 'drizzle-orm';
import http from 'node:http';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { sessionYears } from '../../lib/db/schema';
import { defined } from '../../lib/test-support/defined';
import { adminSession, demoSchool } from './backends';
import { hostFetch, startNextServer } from './browser-path';
import { apiCall, rowsOf, scheduledExam, subjectsTaught } from './exam-setup';
import { loadInProcess, percentile } from './measure';

const STUDENTS = Number(process.env.BENCH_EXAM_GRID_STUDENTS ?? 60);

export type GridSaveFigures = {
  backend: string;
  path: string;
  students: number;
  saves: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
};

type GridAnswer = { data: { students: { student_id: number; version: number | null }[] } };

/** A new class-section of the school's first class, with `count` students in it. */
async function gridClass(handle: DatabaseHandle, schoolId: number, count: number) {
  const db = handle.db;
  const session = await db
    .select({ id: sessionYears.id, start: sessionYears.startDate })
    .from(sessionYears)
    .where(and(eq(sessionYears.schoolId, schoolId), eq(sessionYears.isDefault, true)))
    .then(([row]) => defined(row, 'the current session year'));
  const [first] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from classes where school_id = ${schoolId} order by id limit 1`),
  );
  const classId = Number(defined(first, 'a class').id);
  const [section] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into sections (school_id, name)
      values (${schoolId}, 'Bench grid') returning id`),
  );
  const [made] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into class_sections (school_id, class_id, section_id)
      values (${schoolId}, ${classId}, ${Number(section?.id)}) returning id`),
  );
  const sectionId = Number(made?.id);
  await db.execute(sql`insert into students (school_id, admission_no, first_name, last_name,
      gender, date_of_birth, admission_date, class_section_id, session_year_id, roll_number)
    select ${schoolId}::int, 'GRID-' || g, 'Pupil', 'No ' || g, 'female', date '2014-01-01',
      ${session.start}::date, ${sectionId}::int, ${session.id}::int, g
    from generate_series(1, ${count}) g`);
  return { classId, sectionId, sessionYearId: session.id };
}

type Grid = GridAnswer['data'];
const versionsOf = (grid: Grid) => new Map(grid.students.map((s) => [s.student_id, s.version]));

/**
 * One save after another for `seconds` through `put` (a warm-up of ten first, not counted):
 * every cell of `grid` changed each round, sent with the versions the previous answer gave.
 */
async function timeSaves(put: (body: string) => Promise<Response>, grid: Grid, seconds: number) {
  const students = grid.students.map((s) => s.student_id);
  const versions = versionsOf(grid);
  let round = 0;
  let refused = 0;
  const send = async () => {
    round++;
    const marks = students.map((id, i) => ({
      student_id: id,
      marks: (i * 7 + round) % 101,
      version: versions.get(id) ?? undefined,
    }));
    const res = await put(JSON.stringify({ marks }));
    const text = await res.text();
    if (res.status === 200)
      for (const [id, version] of versionsOf((JSON.parse(text) as GridAnswer).data))
        versions.set(id, version);
    // The first refusal is told, so a run full of errors says why.
    else if (!refused++) console.warn(`a save answered ${res.status}: ${text.slice(0, 300)}`);
    return new Response(text, { status: res.status });
  };
  const run = await loadInProcess(send, {
    connections: 1,
    seconds,
    warmupSeconds: 0,
    warmupRequests: 10,
  });
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return {
    saves: sorted.length,
    errors: run.errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export async function benchExamMarks(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  options: { seconds: number; browser?: { databaseUrl: string; port: number } },
): Promise<GridSaveFigures[]> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  const { classId, sectionId, sessionYearId } = await gridClass(handle, school.id, STUDENTS);
  const session = await adminSession(handle, storageDir);
  const call = apiCall(session);
  const [subjectId] = await subjectsTaught(handle, school.id, classId, 1);
  const examId = await scheduledExam(call, sessionYearId, [
    { classId, subjectIds: [defined(subjectId, 'a subject of the class')] },
  ]);
  const path = `/api/exams/${examId}/marks?class_section_id=${sectionId}&subject_id=${subjectId}`;
  const figures = (mode: string, f: Awaited<ReturnType<typeof timeSaves>>) => ({
    backend,
    path: mode,
    students: STUDENTS,
    ...f,
  });

  const rows = [
    figures(
      'in-process',
      await timeSaves(
        async (body) =>
          session.api.request(path, {
            method: 'PUT',
            headers: { ...session.headers, 'Content-Type': 'application/json' },
            body,
          }),
        await call<Grid>('GET', path),
        options.seconds,
      ),
    ),
  ];
  if (!options.browser) return rows;
  // The school is seeded already: the server's own demo seed would add the demo's life.
  const server = await startNextServer({ ...options.browser, env: { SEED_DEMO: 'never' } });
  const agent = new http.Agent({ keepAlive: true });
  try {
    const headers = {
      ...server.headers,
      Origin: `http://${server.headers.Host}`,
      'Content-Type': 'application/json',
    };
    const read = await hostFetch(`${server.base}${path}`, { headers: server.headers }, agent);
    if (read.status !== 200) throw new Error(`the grid through the BFF: ${read.status}`);
    rows.push(
      figures(
        'browser (next start, BFF)',
        await timeSaves(
          (body) => hostFetch(`${server.base}${path}`, { method: 'PUT', headers, body }, agent),
          ((await read.json()) as GridAnswer).data,
          options.seconds,
        ),
      ),
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
  return rows;
}

export function printExamMarksTable(rows: GridSaveFigures[]) {
  console.log(
    '\nMarks grid: the whole grid saved, one save at a time, every cell changed (target: p99 ≤ 150 ms)',
  );
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      path: r.path,
      students: r.students,
      saves: r.saves,
      errors: r.errors,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'p99 ms': r.p99.toFixed(1),
    })),
  );
}
