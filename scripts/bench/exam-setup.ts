/**
 * What the exam parts of `npm run bench` (report cards, the marks grid, a school's results)
 * share: calls to the in-process API that must succeed, an exam of some classes with a paper
 * of their first subjects, and marks for every student sitting it written in bulk (not
 * measured). Marks are hundredths, as stored (docs/ARCHITECTURE.md, "Exams").
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../lib/db/client';
import type { BenchSession } from './backends';

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type ApiCall = <T = { id: number }>(
  method: string,
  path: string,
  body?: unknown,
) => Promise<T>;

/** A JSON call through the in-process API as the session's user; anything but 200 throws. */
export function apiCall({ api, headers }: BenchSession): ApiCall {
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await api.request(path, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
}

/**
 * `count` subjects a class is taught, by id: the demo without its life teaches none, so the
 * school's first subjects are made compulsory in the class as needed.
 */
export async function subjectsTaught(
  handle: DatabaseHandle,
  schoolId: number,
  classId: number,
  count: number,
): Promise<number[]> {
  const taught = async () =>
    rowsOf<{ subject_id: number }>(
      await handle.db.execute(sql`select distinct subject_id from class_subjects
        where school_id = ${schoolId} and class_id = ${classId} order by subject_id limit ${count}`),
    ).map((r) => Number(r.subject_id));
  const already = await taught();
  if (already.length >= count) return already;
  await handle.db.execute(sql`insert into class_subjects (school_id, class_id, subject_id, type)
    select ${schoolId}::int, ${classId}::int, s.id, 'Compulsory' from subjects s
    where s.school_id = ${schoolId} and not exists (select 1 from class_subjects c
      where c.school_id = s.school_id and c.class_id = ${classId} and c.subject_id = s.id)
    order by s.id limit ${count - already.length}`);
  const subjects = await taught();
  if (!subjects.length) throw new Error(`the school has no subject to teach class ${classId}`);
  return subjects;
}

/** The class of a class-section. */
export async function classOfSection(handle: DatabaseHandle, schoolId: number, sectionId: number) {
  const [row] = rowsOf<{ class_id: number }>(
    await handle.db.execute(
      sql`select class_id from class_sections where school_id = ${schoolId} and id = ${sectionId}`,
    ),
  );
  return Number(row?.class_id);
}

/**
 * A final exam of `classes` in `sessionYearId`, scheduled through the API: each class's
 * subjects a day apart (maximum 100, pass 33); classes may sit at the same hour.
 */
export async function scheduledExam(
  call: ApiCall,
  sessionYearId: number,
  classes: { classId: number; subjectIds: number[] }[],
): Promise<number> {
  const exam = await call('POST', '/api/exams', {
    name: `Bench final ${Date.now()}`,
    session_year_id: sessionYearId,
    exam_type: 'final',
    class_ids: classes.map((c) => c.classId),
  });
  await call('PUT', `/api/exams/${exam.id}/schedule`, {
    papers: classes.flatMap(({ classId, subjectIds }) =>
      subjectIds.map((subject_id, i) => ({
        class_id: classId,
        subject_id,
        date: `2026-03-${String(i + 2).padStart(2, '0')}`,
        start_time: '09:00',
        end_time: '11:00',
        max_marks: 100,
        pass_marks: 33,
      })),
    ),
  });
  return exam.id;
}

/**
 * A mark sheet and a mark of every paper of the exam for every student of the school sitting
 * it (only `sectionId`'s when given), in two INSERT…SELECT: marks spread over 0 to the maximum.
 */
export async function bulkMarks(
  handle: DatabaseHandle,
  schoolId: number,
  examId: number,
  sectionId?: number,
) {
  const sitting = sql`from students s
    join class_sections cs on cs.school_id = s.school_id and cs.id = s.class_section_id
    join exam_papers p on p.school_id = s.school_id and p.exam_id = ${examId}
      and p.class_id = cs.class_id
    where s.school_id = ${schoolId}
      ${sectionId === undefined ? sql`` : sql`and s.class_section_id = ${sectionId}`}`;
  await handle.db.execute(sql`insert into exam_mark_sheets
      (school_id, exam_id, class_section_id, subject_id)
    select distinct s.school_id, p.exam_id, s.class_section_id, p.subject_id ${sitting}`);
  const written = await handle.db.execute(sql`insert into exam_marks
      (school_id, exam_id, subject_id, student_id, class_section_id, marks)
    select s.school_id, p.exam_id, p.subject_id, s.id, s.class_section_id,
      (s.id * 37 + p.subject_id * 11) % (p.max_marks + 1) ${sitting}`);
  return Number((written as { rowCount?: number }).rowCount ?? 0);
}
