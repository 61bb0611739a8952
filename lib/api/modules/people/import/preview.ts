/**
 * Preview: read the file, check every row against the rules and the school, and record the
 * batch. A clean file's rows are staged (import_rows) for the commit; a file with errors
 * stages nothing. Nothing of the school's own data is written here.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { IsoDate } from '../../../../calendar';
import type { Database, Executor } from '../../../../db/client';
import { oneRow } from '../../../../db/one-row';
import { importBatches, importRows, students } from '../../../../db/schema/people';
import { sessionYearNames } from '../../academics';
import { roleNamesByEmail } from '../../identity';
import { classSectionKey, classSectionsByName, requireSession } from '../lookups';
import { readImportFile } from './files';
import { csvCellValue } from '../../../http/csv';
import {
  STUDENT_REQUIRED,
  checkStudentRows,
  type ImportError,
  type StagedStudent,
} from './student-rows';
import type { SchoolUser } from '../../../http/context';
import { checkImportedFields } from '../record-fields';
import { TEACHER_REQUIRED, checkTeacherRows } from './teacher-rows';
import type { AuditRecorder } from '../../../http/audit';
import { assertRoomForImport } from '../plan-limits';

export type ImportKind = 'students' | 'teachers';

/** Statements stay bounded: rows are staged this many per INSERT. */
export const STAGE_CHUNK = 500;

async function studentContext(
  tx: Executor,
  schoolId: number,
  admissionNos: string[],
  emails: string[],
  today: IsoDate,
) {
  const cs = await classSectionsByName(tx, schoolId);
  const sessions = await sessionYearNames(tx, schoolId);
  const columns = {
    admissionNo: students.admissionNo,
    firstName: students.firstName,
    lastName: students.lastName,
    dateOfBirth: students.dateOfBirth,
    email: students.email,
  };
  const byNo = admissionNos.length
    ? await tx
        .select(columns)
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.admissionNo, admissionNos)))
    : [];
  const byEmail = emails.length
    ? await tx
        .select(columns)
        .from(students)
        .where(and(eq(students.schoolId, schoolId), inArray(students.email, emails)))
    : [];
  return {
    classSectionIdByKey: new Map([...cs].map(([k, v]) => [k, v.id])),
    classSectionKey,
    sessionIdByName: new Map(sessions.map((s) => [s.name.toLowerCase(), s.id])),
    defaultSessionId: (await requireSession(tx, schoolId, undefined)).id,
    today,
    existingByAdmissionNo: new Map(byNo.map((s) => [s.admissionNo, s])),
    existingByEmail: new Map(byEmail.filter((s) => s.email).map((s) => [s.email as string, s])),
  };
}

async function teacherContext(tx: Executor, schoolId: number, emails: string[]) {
  const roleNames = await roleNamesByEmail(tx, schoolId, emails);
  const map = new Map<string, { isTeacher: boolean }>();
  for (const [email, names] of roleNames) map.set(email, { isTeacher: names.includes('Teacher') });
  return { existingByEmail: map };
}

const column = (rows: { values: Record<string, string> }[], name: string, lower = false) => [
  ...new Set(
    rows
      .map((r) => (lower ? r.values[name]?.toLowerCase() : r.values[name]))
      .filter((v): v is string => Boolean(v)),
  ),
];

export type Preview = {
  id: number;
  kind: ImportKind;
  status: 'invalid' | 'staged';
  file_name: string;
  total_rows: number;
  to_create: number;
  skipped_rows: number;
  errors: ImportError[];
};

export async function previewImport(
  db: Database,
  schoolId: number,
  kind: ImportKind,
  file: { name: string; bytes: Uint8Array },
  byUserId: number,
  /** Today in the school's time zone (dates of birth before it, admissions not after it). */
  today: IsoDate,
  audit: AuditRecorder,
  /** Who imports: the custom fields they may write are checked and staged (record-fields.ts). */
  caller?: SchoolUser,
): Promise<Preview> {
  const parsed = await readImportFile(
    file.bytes,
    kind === 'students' ? STUDENT_REQUIRED : TEACHER_REQUIRED,
  );
  // Our templates and exports guard formula-looking cells with an apostrophe: drop it.
  for (const r of parsed.rows)
    for (const [k, v] of Object.entries(r.values)) r.values[k] = csvCellValue(v);
  const checked =
    kind === 'students'
      ? checkStudentRows(
          parsed.rows,
          await studentContext(
            db,
            schoolId,
            column(parsed.rows, 'admission_no'),
            column(parsed.rows, 'email', true),
            today,
          ),
        )
      : checkTeacherRows(
          parsed.rows,
          await teacherContext(db, schoolId, column(parsed.rows, 'email', true)),
        );
  if (kind === 'students' && caller) {
    const fields = await checkImportedFields(db, caller, 'student', parsed.rows);
    checked.errors.push(...fields.errors);
    checked.errors.sort((a, b) => a.row - b.row);
    for (const r of checked.rows) {
      const values = fields.values.get(r.row);
      if (values && Object.keys(values).length)
        (r.data as StagedStudent & { custom_fields?: object }).custom_fields = values;
    }
  }
  const skipped = checked.rows.filter((r) => r.action === 'skip').length;
  const status = checked.errors.length ? 'invalid' : 'staged';
  const id = await db.transaction(async (tx) => {
    // A file the plan cannot hold is refused whole, before anything is staged.
    if (status === 'staged')
      await assertRoomForImport(tx, schoolId, kind, checked.rows.length - skipped);
    const batch = oneRow(
      await tx
        .insert(importBatches)
        .values({
          schoolId,
          kind,
          fileName: file.name.slice(0, 200),
          fileHash: createHash('sha256').update(file.bytes).digest('hex'),
          status,
          totalRows: parsed.rows.length,
          skippedRows: skipped,
          errors: checked.errors.length ? checked.errors : null,
          createdBy: byUserId,
        })
        .returning({ id: importBatches.id }),
      'inserting one row into importBatches',
    );
    for (let i = 0; i < checked.rows.length; i += STAGE_CHUNK) {
      await tx.insert(importRows).values(
        checked.rows.slice(i, i + STAGE_CHUNK).map((r) => ({
          schoolId,
          batchId: batch.id,
          rowNumber: r.row,
          data: r.data,
          action: r.action,
        })),
      );
    }
    await audit(tx, {
      action: 'upload',
      entity: 'imports',
      entityId: batch.id,
      after: {
        kind,
        file_name: file.name,
        status,
        total_rows: parsed.rows.length,
        skipped_rows: skipped,
      },
    });
    return batch.id;
  });
  return {
    id,
    kind,
    status,
    file_name: file.name,
    total_rows: parsed.rows.length,
    to_create: checked.rows.length - skipped,
    skipped_rows: skipped,
    errors: checked.errors,
  };
}
