/**
 * Report cards for `npm run bench` (BENCH_ONLY=report-cards): a class-section of 1,000
 * students (written in bulk, not measured) sitting an exam of two papers with every mark
 * entered, then GET /api/report-cards.pdf for it through the API: the time to the first byte
 * (the stream starts before the pages are drawn) and to the last, the pages and the size.
 * Issue 30's target: 1,000 students' report cards within 60 s.
 */
import { sql } from 'drizzle-orm';
import { seedDemo } from '../../lib/api/seed';
import type { DatabaseHandle } from '../../lib/db/client';
import { adminSession, demoSchool } from './backends';
import { fullSection } from './id-cards';

export type ReportCardFigures = {
  backend: string;
  students: number;
  firstByteMs: number;
  totalMs: number;
  pages: number;
  bytes: number;
};

const STUDENTS = 1_000;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** An exam of the section's class with a paper of two of its subjects and every mark entered. */
async function examWithMarks(
  handle: DatabaseHandle,
  call: (method: string, path: string, body: unknown) => Promise<{ id: number }>,
  schoolId: number,
  sectionId: number,
): Promise<number> {
  const [section] = rowsOf<{ class_id: number }>(
    await handle.db.execute(
      sql`select class_id from class_sections where school_id = ${schoolId} and id = ${sectionId}`,
    ),
  );
  const classId = Number(section?.class_id);
  const subjects = rowsOf<{ subject_id: number }>(
    await handle.db.execute(sql`select distinct subject_id from class_subjects
      where school_id = ${schoolId} and class_id = ${classId} order by subject_id limit 2`),
  ).map((r) => Number(r.subject_id));
  // The session year the bench's students are placed in (id-cards.ts's fullSection).
  const [year] = rowsOf<{ id: number }>(
    await handle.db.execute(
      sql`select id from session_years where school_id = ${schoolId} order by id limit 1`,
    ),
  );
  const exam = await call('POST', '/api/exams', {
    name: 'Bench final',
    session_year_id: Number(year?.id),
    exam_type: 'final',
    class_ids: [classId],
  });
  await call('PUT', `/api/exams/${exam.id}/schedule`, {
    papers: subjects.map((subject_id, i) => ({
      class_id: classId,
      subject_id,
      date: `2026-03-0${i + 2}`,
      start_time: '09:00',
      end_time: '11:00',
      max_marks: 100,
      pass_marks: 33,
    })),
  });
  for (const subjectId of subjects) {
    await handle.db
      .execute(sql`insert into exam_mark_sheets (school_id, exam_id, class_section_id, subject_id)
      values (${schoolId}, ${exam.id}, ${sectionId}, ${subjectId})`);
    await handle.db.execute(sql`
      insert into exam_marks (school_id, exam_id, subject_id, student_id, class_section_id, marks)
      select ${schoolId}, ${exam.id}, ${subjectId}, id, ${sectionId}, (id * 37 % 10000)
      from students where school_id = ${schoolId} and class_section_id = ${sectionId}`);
  }
  return exam.id;
}

export async function benchReportCards(
  backend: string,
  handle: DatabaseHandle,
  storageDir: string,
): Promise<ReportCardFigures> {
  await seedDemo(handle.db, storageDir, { life: false });
  const school = await demoSchool(handle.db);
  const sectionId = await fullSection(handle, school.id, STUDENTS);
  const { api, headers } = await adminSession(handle, storageDir);
  const call = async (method: string, path: string, body: unknown) => {
    const res = await api.request(path, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: { id: number } };
    if (res.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const examId = await examWithMarks(handle, call, school.id, sectionId);
  const started = performance.now();
  const res = await api.request(
    `/api/report-cards.pdf?exam_id=${examId}&class_section_id=${sectionId}`,
    { headers },
  );
  if (res.status !== 200 || !res.body)
    throw new Error(`report-cards.pdf: ${res.status} ${await res.text()}`);
  const reader = res.body.getReader();
  let firstByteMs = 0;
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!bytes) firstByteMs = performance.now() - started;
    bytes += value.length;
  }
  return {
    backend,
    students: Number(res.headers.get('x-page-count')),
    firstByteMs,
    totalMs: performance.now() - started,
    pages: Number(res.headers.get('x-page-count')),
    bytes,
  };
}

export function printReportCardTable(rows: ReportCardFigures[]) {
  console.log(
    '\nReport cards: a class-section as one streamed PDF, a page each (target: within 60 s)',
  );
  console.table(
    rows.map((r) => ({
      backend: r.backend,
      students: r.students,
      pages: r.pages,
      'first byte (ms)': Math.round(r.firstByteMs),
      'whole PDF (ms)': Math.round(r.totalMs),
      'size (KB)': Math.round(r.bytes / 1024),
    })),
  );
}
