/**
 * A whole school's exam results for `npm run bench` (BENCH_ONLY=exam-results): 50,000 students
 * in class-sections of 50 (attendance.ts's bigSchool), a final exam of every class with a paper
 * of three of its subjects, and every mark entered (all written in bulk, not measured);
 * then the results computed for the whole exam, each way the API offers:
 * - the whole mark sheet (GET /api/exams/{id}/mark-sheet?format=csv: every class-section's
 *   results through `examResults`, in one request), timed once: issue 30's target, ≤ 30 s;
 * - every class-section's results (GET /api/exams/{id}/results?class_section_id=), one after
 *   another as the results screen reads them: the total, and p50/p99 of one class-section.
 * BENCH_EXAM_RESULTS_STUDENTS sizes the school (both backends); PGlite gets 10,000 by default
 * (BENCH_EXAM_RESULTS_PGLITE_STUDENTS): its queries run on the main thread.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { bigSchool } from './attendance';
import { adminSession, demoSchool } from './backends';
import { apiCall, bulkMarks, rowsOf, scheduledExam, subjectsTaught } from './exam-setup';
import { percentile } from './measure';

export const EXAM_RESULTS_STUDENTS = 50_000;

export type ExamResultsFigures = {
  backend: string;
  students: number;
  marks: number;
  fillSeconds: number;
  markSheetSeconds: number;
  markSheetRows: number;
  sections: number;
  sectionsSeconds: number;
  sectionP50: number;
  sectionP99: number;
};

export async function benchExamResults(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
  students: number,
): Promise<ExamResultsFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  let started = performance.now();
  const { sessionId } = await bigSchool(handle, school.id, students);
  const session = await adminSession(handle, storageDir);
  const call = apiCall(session);
  const classIds = rowsOf<{ id: number }>(
    await handle.db.execute(sql`select id from classes where school_id = ${school.id} order by id`),
  ).map((r) => Number(r.id));
  const classes = [];
  for (const classId of classIds)
    classes.push({ classId, subjectIds: await subjectsTaught(handle, school.id, classId, 3) });
  const examId = await scheduledExam(call, sessionId, classes);
  const marks = await bulkMarks(handle, school.id, examId);
  // What autovacuum does to a live table: statistics and the visibility map.
  await handle.db.execute(sql`vacuum analyze exam_marks`);
  const fillSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const sheet = await session.api.request(`/api/exams/${examId}/mark-sheet?format=csv`, {
    headers: session.headers,
  });
  const csv = await sheet.text();
  if (sheet.status !== 200) throw new Error(`mark sheet: ${sheet.status} ${csv.slice(0, 300)}`);
  const markSheetSeconds = (performance.now() - started) / 1000;

  const sections = await call<{ id: number }[]>('GET', `/api/exams/${examId}/results`);
  const each: number[] = [];
  started = performance.now();
  for (const section of sections) {
    const t0 = performance.now();
    await call('GET', `/api/exams/${examId}/results?class_section_id=${section.id}`);
    each.push(performance.now() - t0);
  }
  const sectionsSeconds = (performance.now() - started) / 1000;
  each.sort((a, b) => a - b);
  return {
    backend,
    students,
    marks,
    fillSeconds,
    markSheetSeconds,
    // The header line is not a student.
    markSheetRows: csv.trim().split('\n').length - 1,
    sections: sections.length,
    sectionsSeconds,
    sectionP50: percentile(each, 50),
    sectionP99: percentile(each, 99),
  };
}

export function printExamResultsTable(rows: ExamResultsFigures[]) {
  console.log(
    "\nA school's exam results: the whole mark sheet in one request (target: within 30 s), and every class-section's results one after another",
  );
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      students: r.students,
      marks: r.marks,
      'fill s': r.fillSeconds.toFixed(1),
      'mark sheet s': r.markSheetSeconds.toFixed(1),
      'sheet rows': r.markSheetRows,
      sections: r.sections,
      'all sections s': r.sectionsSeconds.toFixed(1),
      'a section p50 / p99 ms': `${r.sectionP50.toFixed(0)} / ${r.sectionP99.toFixed(0)}`,
    })),
  );
}
