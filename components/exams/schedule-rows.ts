/**
 * The schedule editor's rows (pure, unit-tested): one per subject of the class, filled from
 * its paper when it has one; rows back to the API's papers (a row without a date is no
 * paper), and the API's field errors (`papers.{i}.start_time`) back to the row they name.
 */
import type { PaperRow } from '@/lib/api/modules/exams/types';

export type EditRow = {
  subject_id: number;
  subject_name: string;
  date: string;
  start_time: string;
  end_time: string;
  max_marks: string;
  pass_marks: string;
};

export type PaperBody = {
  class_id: number;
  subject_id: number;
  date: string;
  start_time: string;
  end_time: string;
  max_marks: number;
  pass_marks: number;
};

const hhmm = (time: string) => time.slice(0, 5);

/** The cache key of an exam's schedule (the screen reads it, the editor refreshes it). */
export const scheduleKey = (examId: number) => ['exam-schedule', examId] as const;

export function rowsOf(
  classId: number,
  subjects: { id: number; name: string }[],
  papers: PaperRow[],
): EditRow[] {
  const own = papers.filter((p) => p.class_id === classId);
  const named = new Map(subjects.map((s) => [s.id, s.name]));
  // Subjects with a paper first, by date and time, then the rest by name.
  for (const p of own) named.set(p.subject_id, p.subject_name);
  const rows = [...named].map(([id, name]): EditRow => {
    const p = own.find((x) => x.subject_id === id);
    return {
      subject_id: id,
      subject_name: name,
      date: p?.date ?? '',
      start_time: p ? hhmm(p.start_time) : '',
      end_time: p ? hhmm(p.end_time) : '',
      max_marks: p ? String(p.max_marks) : '',
      pass_marks: p ? String(p.pass_marks) : '',
    };
  });
  const order = (r: EditRow) => (r.date ? `0${r.date}${r.start_time}` : `1${r.subject_name}`);
  return rows.sort((a, b) => order(a).localeCompare(order(b)));
}

const paperOf = (classId: number, p: PaperRow): PaperBody => ({
  class_id: classId,
  subject_id: p.subject_id,
  date: p.date,
  start_time: hhmm(p.start_time),
  end_time: hhmm(p.end_time),
  max_marks: p.max_marks,
  pass_marks: p.pass_marks,
});

/**
 * The whole schedule to PUT: the other classes' papers as they are, then this class's rows
 * that have a date (empty text numbers go as NaN-free strings the API refuses by field).
 */
export function scheduleBody(classId: number, rows: EditRow[], papers: PaperRow[]) {
  const others = papers.filter((p) => p.class_id !== classId).map((p) => paperOf(p.class_id, p));
  const mine = rows.filter((r) => r.date !== '');
  return {
    papers: [
      ...others,
      ...mine.map((r) => ({
        class_id: classId,
        subject_id: r.subject_id,
        date: r.date,
        start_time: r.start_time,
        end_time: r.end_time,
        max_marks: r.max_marks === '' ? null : Number(r.max_marks),
        pass_marks: r.pass_marks === '' ? null : Number(r.pass_marks),
      })),
    ],
    /** Index in `papers` → the subject of this class's row it came from. */
    subjectAt: (index: number) => mine[index - others.length]?.subject_id,
  };
}

/** A 422's messages by the subject of the row they name (`papers.{i}.{field}`). */
export function rowErrors(
  errors: Record<string, string>,
  subjectAt: (index: number) => number | undefined,
): Map<number, string> {
  const bySubject = new Map<number, string>();
  for (const [field, message] of Object.entries(errors)) {
    const match = /^papers\.(\d+)\./.exec(field);
    const subject = match ? subjectAt(Number(match[1])) : undefined;
    if (subject !== undefined && !bySubject.has(subject)) bySubject.set(subject, message);
  }
  return bySubject;
}
