/**
 * The whole mark sheet of an exam as a file (GET /api/exams/{id}/mark-sheet?class_section_id=
 * &format=csv|xlsx): one row per student with the class-section, roll and admission numbers,
 * name, marks per subject (Absent, Exempt, or empty while pending), total, maximum,
 * percentage, grade, grade point, result, rank and attendance — for one class-section or,
 * without it, every class-section sitting the exam. Read through `examResults`; the headers in
 * the reader's language (labels catalogue), the subjects by their own names.
 */
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { englishLabel } from '../../../i18n/english-labels';
import type { SchoolUser } from '../../http/context';
import type { CsvValue } from '../../http/csv';
import { readerLanguage } from '../../http/reader-language';
import { access, defineRoute } from '../../http/route';
import { allClassSections } from '../academics';
import { csvTemplate, xlsxTemplate } from '../people';
import { readsWholeSchool } from './access';
import { examResults } from './results';
import { refId } from './schemas';
import { examOfPath, type ExamRecord } from './store';
import type { StudentResultRow } from './types';
import { forbidden } from '../../http/errors';
import { apiMessage } from '../../http/messages';

const query = z.object({
  class_section_id: refId('class section').optional(),
  format: z.enum(['csv', 'xlsx'], { error: 'The format must be csv or xlsx.' }).default('csv'),
});

type Row = StudentResultRow & { section: string };
type Column = { header: string; value: (row: Row) => CsvValue };

/** The columns around the subjects'; `word` says Passed, Absent… in the reader's language. */
const before = (): Column[] => [
  { header: 'Class-section', value: (r) => r.section },
  { header: 'Roll no', value: (r) => r.roll_number },
  { header: 'Admission no', value: (r) => r.admission_no },
  { header: 'Name', value: (r) => r.name },
];
const after = (word: (english: string) => string): Column[] => [
  { header: 'Total', value: (r) => r.total },
  { header: 'Maximum', value: (r) => r.max_total },
  { header: 'Percentage', value: (r) => r.percent },
  { header: 'Grade', value: (r) => r.grade },
  { header: 'Grade point', value: (r) => r.grade_point },
  {
    header: 'Result',
    value: (r) => (r.passed === null ? '' : word(r.passed ? 'Passed' : 'Failed')),
  },
  { header: 'Rank', value: (r) => r.rank },
  { header: 'Attendance %', value: (r) => r.attendance_percent },
];

const subjectColumn = (id: number, name: string, word: (english: string) => string): Column => ({
  header: name,
  value: (r) => {
    const cell = r.subjects.find((s) => s.subject_id === id);
    if (cell?.state === 'absent') return word('Absent');
    if (cell?.state === 'exempt') return word('Exempt');
    return cell?.marks ?? '';
  },
});

async function sheetOf(tx: Executor, caller: SchoolUser, exam: ExamRecord, only?: number) {
  const sections = (await allClassSections(tx, caller.school.id)).filter(
    (s) => exam.classes.some((c) => c.class_id === s.class_id) && (!only || s.id === only),
  );
  const subjects = new Map<number, string>();
  const rows: Row[] = [];
  for (const section of sections) {
    const results = await examResults(
      tx,
      caller.school.id,
      exam,
      section.id,
      caller.format.timeZone,
    );
    for (const s of results.subjects) subjects.set(s.subject_id, s.subject_name);
    rows.push(...results.students.map((s) => ({ ...s, section: results.class_section.name })));
  }
  return { subjects, rows };
}

export const markSheetRoutes = [
  defineRoute({
    method: 'GET',
    path: '/exams/:id/mark-sheet',
    tag: 'exams',
    summary:
      'The exam’s whole mark sheet as CSV or XLSX (format): per student marks per subject, total, percentage, grade, grade point, result, rank and attendance; one class-section (class_section_id) or all',
    access: access.permission('exam-list'),
    query,
    handler: async ({ db, caller, params, query: q }) => {
      const exam = await examOfPath(db, caller.school.id, params.id);
      if (!readsWholeSchool(caller)) throw forbidden(apiMessage('examReports.classCardsStaff'));
      const { subjects, rows } = await sheetOf(db, caller, exam, q.class_section_id);
      const language = await readerLanguage();
      const word = (english: string) => englishLabel(language, english);
      const fixedBefore = before();
      const fixedAfter = after(word);
      const columns = [
        ...fixedBefore,
        ...[...subjects].map(([id, name]) => subjectColumn(id, name, word)),
        ...fixedAfter,
      ];
      // The fixed headers are English labels in the reader's language; a subject's its name.
      const headers = [
        ...fixedBefore.map((c) => word(c.header)),
        ...subjects.values(),
        ...fixedAfter.map((c) => word(c.header)),
      ];
      const cells = rows.map((r) =>
        columns.map((c) => {
          const v = c.value(r);
          return v === null || v === undefined ? '' : String(v);
        }),
      );
      const name = `mark-sheet-${exam.id}${q.class_section_id ? `-${q.class_section_id}` : ''}.${q.format}`;
      const body =
        q.format === 'csv'
          ? csvTemplate(headers, cells)
          : await xlsxTemplate('marks', headers, cells);
      return new Response(body as BodyInit, {
        headers: {
          'Content-Type':
            q.format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    },
  }),
];
