/**
 * A marks grid as a file and back (issue 30 item 3): the export is the import's template, one
 * row per student (admission_no, roll_number, name, marks, absent, exempt; the flags `yes` or
 * empty), CSV or XLSX through people's import files. An import reads every row first and
 * names each wrong cell by row and column (`rows.{row}.{column}`); with any wrong row nothing
 * is saved, otherwise its cells are saved as the grid's own PUT saves them (one transaction,
 * audited, a published class only with a reason). Rows left out of the file leave their
 * students' cells as they are.
 */
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import type { AuditRecorder } from '../../http/audit';
import type { SchoolUser } from '../../http/context';
import { csvCellValue } from '../../http/csv';
import { validationFailed, type FieldTexts } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { optionalText } from '../../../validation/text-fields';
import { csvTemplate, readImportFile, xlsxTemplate } from '../people';
import { readGrid, storedMarks, type GridPlace } from './grid';
import { cellOf } from './rules/cells';
import { fromHundredths } from './rules/marks';
import { saveMarks } from './save-marks';
import { gridQuery, marksQuery, type MarkRowBody } from './schemas';
import type { ExamRecord } from './store';

const MARKS_COLUMNS = ['admission_no', 'roll_number', 'name', 'marks', 'absent', 'exempt'] as const;
const REQUIRED = ['admission_no', 'marks', 'absent', 'exempt'] as const;

/** The grid named in the query: checked after the exam is read, so another school's id is 404. */
export function namedGrid(query: { class_section_id?: number; subject_id?: number }) {
  const parsed = gridQuery.safeParse(query);
  if (!parsed.success)
    throw validationFailed({
      [query.class_section_id ? 'subject_id' : 'class_section_id']: apiMessage('exams.nameTheGrid'),
    });
  return parsed.data;
}

/** GET /exams/{id}/marks: a grid named (or the list of them), as a file with `format`. */
export const gridReadQuery = marksQuery.extend({
  format: z.enum(['csv', 'xlsx'], { error: 'The format must be csv or xlsx.' }).optional(),
});

export const importBody = z.object({
  file: z
    .instanceof(File, { error: 'Choose a CSV or XLSX file to upload.' })
    .refine((f) => f.size > 0, 'The file is empty.'),
  reason: optionalText('reason', 500),
});

const YES = ['yes', 'y', 'true', '1', 'x'];
const NO = ['', 'no', 'n', 'false', '0'];

/** The grid as a file: the template filled in, named after the exam, class-section and subject. */
export async function marksFile(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  place: GridPlace,
  format: 'csv' | 'xlsx',
): Promise<Response> {
  const grid = await readGrid(tx, schoolId, exam, place);
  const rows = grid.students.map((s) => [
    s.admission_no,
    s.roll_number === null ? '' : String(s.roll_number),
    s.name,
    s.marks === null ? '' : String(s.marks),
    s.absent ? 'yes' : '',
    s.exempt ? 'yes' : '',
  ]);
  const name = `marks-${exam.id}-${place.classSectionId}-${place.subjectId}.${format}`;
  const body =
    format === 'csv'
      ? csvTemplate(MARKS_COLUMNS, rows)
      : await xlsxTemplate('marks', MARKS_COLUMNS, rows);
  return new Response(body as BodyInit, {
    headers: {
      'Content-Type':
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}

/** yes or empty (and their usual spellings); undefined for anything else. */
function flagOf(text: string): boolean | undefined {
  const v = text.trim().toLowerCase();
  return YES.includes(v) ? true : NO.includes(v) ? false : undefined;
}

/** "45.5" or "45,5"; undefined when not a number, null when empty. */
function marksOf(text: string): number | null | undefined {
  const t = text.trim().replace(',', '.');
  if (t === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : undefined;
}

/** The file's rows as the grid's cells, every wrong cell named; 422 when any is. */
export async function importedRows(
  tx: Executor,
  schoolId: number,
  exam: ExamRecord,
  place: GridPlace,
  bytes: Uint8Array,
): Promise<MarkRowBody[]> {
  const file = await readImportFile(bytes, REQUIRED);
  const grid = await readGrid(tx, schoolId, exam, place);
  const byAdmission = new Map(grid.students.map((s) => [s.admission_no.toLowerCase(), s]));
  const versions = new Map(
    (await storedMarks(tx, schoolId, exam.id, place)).map((m) => [m.studentId, m.version]),
  );
  const problems: FieldTexts = {};
  const seen = new Set<number>();
  const rows: MarkRowBody[] = [];
  for (const { row, values } of file.rows) {
    const cell = (column: string) => csvCellValue(values[column] ?? '');
    const wrong = (column: string, text: ReturnType<typeof apiMessage>) =>
      (problems[`rows.${row}.${column}`] = text);
    const admission = cell('admission_no').trim();
    const student = byAdmission.get(admission.toLowerCase());
    if (!student) {
      wrong('admission_no', apiMessage('exams.importNoStudent', { admission }));
      continue;
    }
    if (seen.has(student.student_id)) {
      wrong('admission_no', apiMessage('exams.importTwice', { admission }));
      continue;
    }
    seen.add(student.student_id);
    const marks = marksOf(cell('marks'));
    const absent = flagOf(cell('absent'));
    const exempt = flagOf(cell('exempt'));
    if (marks === undefined) wrong('marks', apiMessage('exams.importNotNumber'));
    if (absent === undefined) wrong('absent', apiMessage('exams.importYesOrEmpty'));
    if (exempt === undefined) wrong('exempt', apiMessage('exams.importYesOrEmpty'));
    if (marks === undefined || absent === undefined || exempt === undefined) continue;
    const checked = cellOf({ marks, absent, exempt }, place.maxMarks);
    if ('problem' in checked) {
      wrong(
        checked.problem === 'bothFlags' ? 'exempt' : 'marks',
        apiMessage(`exams.cell.${checked.problem}`, {
          student: student.name,
          max: fromHundredths(place.maxMarks),
        }),
      );
      continue;
    }
    rows.push({
      student_id: student.student_id,
      marks,
      absent,
      exempt,
      version: versions.get(student.student_id) ?? null,
    });
  }
  if (Object.keys(problems).length) throw validationFailed(problems);
  return rows;
}

/** Import then save, in the caller's transaction. */
export async function importMarks(
  tx: Executor,
  caller: SchoolUser,
  audit: AuditRecorder,
  exam: ExamRecord,
  place: GridPlace,
  body: { file: File; reason: string | null },
) {
  const rows = await importedRows(
    tx,
    caller.school.id,
    exam,
    place,
    new Uint8Array(await body.file.arrayBuffer()),
  );
  const saved = await saveMarks(tx, caller, audit, exam, place, {
    marks: rows,
    reason: body.reason,
  });
  return { saved, grid: await readGrid(tx, caller.school.id, exam, place) };
}
