/**
 * Committing a staged import in bounded steps, driven by the client (one request per step,
 * progress kept in the batch row):
 *
 *   1. "prepare" steps: each re-checks the next PREPARE_CHUNK staged rows against the school
 *      as it is now (someone may have admitted a student with the same admission number since
 *      the preview) and marks them prepared. A conflict fails the batch; nothing was written.
 *   2. the final step copies every prepared row into the real tables in ONE transaction, with
 *      a fixed handful of set-based INSERT … SELECT statements (guardian accounts, roles,
 *      profiles, students with roll numbers, guardian links, history), whatever the row count.
 *
 * Why staging and one final transaction rather than writing 500 real rows per request and
 * deleting them if a later batch fails: the school never sees half an import (lists, counts
 * and promotions in between would include it), nothing has to be hard-deleted, and a crash
 * between requests leaves only staging rows. The price is the final statement set, which is
 * bounded by the file limit (10,000 rows) and measured in scripts/bench.ts.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../../db/client';
import { oneRow } from '../../../../db/one-row';
import { importBatches, importRows, staffProfiles, students } from '../../../../db/schema/people';
import { writeImportedFields } from '../record-fields';
import { ApiError, notFound } from '../../../http/errors';
import {
  accountsView as accounts,
  addAccountsFrom,
  roleIdByName,
  userIdsByEmail,
} from '../../identity';
import type { ImportError } from './student-rows';
import type { AuditRecorder } from '../../../http/audit';
import { assertRoomForImport } from '../plan-limits';
import { runAdmissionHooks } from '../admission-hooks';
import { apiMessage } from '../../../http/messages';

export const PREPARE_CHUNK = 500;

export type Progress = {
  id: number;
  kind: 'students' | 'teachers';
  status: string;
  file_name: string;
  total_rows: number;
  skipped_rows: number;
  prepared_rows: number;
  created_rows: number;
  errors: ImportError[];
  done: boolean;
};

const batchColumns = {
  id: importBatches.id,
  kind: importBatches.kind,
  status: importBatches.status,
  fileName: importBatches.fileName,
  totalRows: importBatches.totalRows,
  skippedRows: importBatches.skippedRows,
  preparedRows: importBatches.preparedRows,
  createdRows: importBatches.createdRows,
  errors: importBatches.errors,
};

type Batch = { [K in keyof typeof batchColumns]: (typeof batchColumns)[K]['_']['data'] };

function progressOf(b: Batch): Progress {
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    file_name: b.fileName,
    total_rows: b.totalRows,
    skipped_rows: b.skippedRows,
    prepared_rows: b.preparedRows,
    created_rows: b.createdRows,
    errors: b.errors ?? [],
    done: b.status === 'committed',
  };
}

async function batchOf(db: Executor, schoolId: number, id: number, lock = false) {
  const q = db
    .select(batchColumns)
    .from(importBatches)
    .where(and(eq(importBatches.schoolId, schoolId), eq(importBatches.id, id)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('import');
  return row as Batch;
}

export async function importProgress(db: Executor, schoolId: number, id: number) {
  return progressOf(await batchOf(db, schoolId, id));
}

/** Rows of the next chunk whose admission number or e-mail the school has taken meanwhile. */
async function conflictsOf(
  tx: Executor,
  schoolId: number,
  kind: 'students' | 'teachers',
  rows: { rowNumber: number; data: Record<string, unknown> }[],
): Promise<ImportError[]> {
  if (!rows.length) return [];
  if (kind === 'students') {
    const nos = rows.map((r) => String(r.data.admission_no));
    const taken = await tx
      .select({ no: students.admissionNo })
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.admissionNo, nos)));
    const set = new Set(taken.map((t) => t.no));
    return rows
      .filter((r) => set.has(String(r.data.admission_no)))
      .map((r) => ({
        row: r.rowNumber,
        column: 'admission_no',
        message: `The admission number ${String(r.data.admission_no)} was taken after the preview.`,
      }));
  }
  const emails = rows.map((r) => String(r.data.email));
  const set = new Set((await userIdsByEmail(tx, schoolId, emails)).keys());
  return rows
    .filter((r) => set.has(String(r.data.email)))
    .map((r) => ({
      row: r.rowNumber,
      column: 'email',
      message: `The e-mail ${String(r.data.email)} was taken after the preview.`,
    }));
}

async function promoteStudents(
  tx: Executor,
  schoolId: number,
  batchId: number,
  byUserId: number,
  today: string,
) {
  const roleId = await roleIdByName(tx, schoolId, 'Guardian');
  const fromGuardians = sql`from import_rows r cross join lateral jsonb_array_elements(r.data->'guardians') g
    where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'`;
  if (roleId === undefined) throw new Error(`School ${schoolId} has no Guardian role`);
  await addAccountsFrom(
    tx,
    schoolId,
    sql`select g->>'email' email, g->>'full_name' full_name, r.row_number ord ${fromGuardians}`,
    roleId,
    'share',
  );
  await tx.execute(sql`insert into guardian_profiles (school_id, user_id, phone)
    select distinct on (${accounts.id}) ${schoolId}::int, ${accounts.id}, nullif(g->>'phone', '')
    from import_rows r cross join lateral jsonb_array_elements(r.data->'guardians') g
    join ${accounts} on ${accounts.schoolId} = ${schoolId} and ${accounts.email} = g->>'email'
    where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'
    order by ${accounts.id}, r.row_number
    on conflict do nothing`);
  // Rows without a roll number continue after the highest number already used (in the school
  // or given in the file) in their class-section and session, in file order.
  await tx.execute(sql`with staged as (
      select r.row_number, r.data d, (r.data->>'class_section_id')::int cs,
             (r.data->>'session_year_id')::int sess, (r.data->>'roll_number')::int given
      from import_rows r
      where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'
    ), tops as (
      select cs, sess, greatest(
        coalesce((select max(s.roll_number) from students s where s.school_id = ${schoolId}
                  and s.class_section_id = t.cs and s.session_year_id = t.sess), 0),
        coalesce(max(given), 0)) top
      from staged t group by cs, sess
    )
    insert into students (school_id, admission_no, roll_number, first_name, last_name, gender,
      date_of_birth, admission_date, class_section_id, session_year_id, email, current_address,
      permanent_address, import_batch_id)
    select ${schoolId}::int, d->>'admission_no',
      coalesce(given, tops.top + row_number() over (partition by staged.cs, staged.sess, given is null order by row_number)::int),
      d->>'first_name', d->>'last_name', d->>'gender', (d->>'date_of_birth')::date,
      (d->>'admission_date')::date, staged.cs, staged.sess, nullif(d->>'email', ''),
      nullif(d->>'current_address', ''), nullif(d->>'permanent_address', ''), ${batchId}::int
    from staged join tops on tops.cs = staged.cs and tops.sess = staged.sess`);
  await tx.execute(sql`insert into student_guardians (school_id, student_id, guardian_user_id, relation, is_primary)
    select ${schoolId}::int, s.id, ${accounts.id}, g->>'relation', (g->>'is_primary')::boolean
    from import_rows r
    join students s on s.school_id = ${schoolId} and s.admission_no = r.data->>'admission_no'
    cross join lateral jsonb_array_elements(r.data->'guardians') g
    join ${accounts} on ${accounts.schoolId} = ${schoolId} and ${accounts.email} = g->>'email'
    where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'`);
  await tx.execute(sql`insert into student_history (school_id, student_id, event, to_class_section_id,
      to_session_year_id, to_status, on_date, by_user_id, note)
    select ${schoolId}::int, s.id, 'admission', s.class_section_id, s.session_year_id, 'active',
      s.admission_date, ${byUserId}::int, 'Bulk import'
    from students s where s.school_id = ${schoolId} and s.import_batch_id = ${batchId}`);
  const imported = await tx
    .select({
      studentId: students.id,
      classSectionId: students.classSectionId,
      sessionYearId: students.sessionYearId,
    })
    .from(students)
    .where(and(eq(students.schoolId, schoolId), eq(students.importBatchId, batchId)));
  // The custom fields' values staged at the preview (checked there), by the rows' students.
  const staged = await tx
    .select({
      id: students.id,
      values: sql<Record<string, unknown> | null>`${importRows.data}->'custom_fields'`,
    })
    .from(students)
    .innerJoin(
      importRows,
      and(
        eq(importRows.schoolId, students.schoolId),
        eq(importRows.batchId, batchId),
        eq(importRows.action, 'create'),
        sql`${importRows.data}->>'admission_no' = ${students.admissionNo}`,
      ),
    )
    .where(and(eq(students.schoolId, schoolId), eq(students.importBatchId, batchId)));
  await writeImportedFields(
    tx,
    schoolId,
    'student',
    staged.flatMap((s) => (s.values ? [{ id: s.id, values: s.values }] : [])),
  );
  await runAdmissionHooks(tx, { schoolId, students: imported, today, byUserId });
  return imported.length;
}

async function promoteTeachers(tx: Executor, schoolId: number, batchId: number) {
  const roleId = await roleIdByName(tx, schoolId, 'Teacher');
  if (roleId === undefined) throw new Error(`School ${schoolId} has no Teacher role`);
  const staged = sql`from import_rows r
    where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'`;
  await addAccountsFrom(
    tx,
    schoolId,
    sql`select r.data->>'email' email, r.data->>'full_name' full_name, r.row_number ord ${staged}`,
    roleId,
    'refuse',
  );
  await tx.execute(sql`insert into staff_profiles (school_id, user_id, phone, qualification,
      joining_date, salary_basis, import_batch_id)
    select ${schoolId}::int, ${accounts.id}, nullif(r.data->>'phone', ''), nullif(r.data->>'qualification', ''),
      (r.data->>'joining_date')::date, r.data->>'salary_basis', ${batchId}::int
    from import_rows r
    join ${accounts} on ${accounts.schoolId} = ${schoolId} and ${accounts.email} = r.data->>'email'
    where r.school_id = ${schoolId} and r.batch_id = ${batchId} and r.action = 'create'`);
  const row = oneRow(
    await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(staffProfiles)
      .where(and(eq(staffProfiles.schoolId, schoolId), eq(staffProfiles.importBatchId, batchId))),
    'an aggregate without group by',
  );
  return row.n;
}

/** One bounded step of the commit; call again until `done`. */
export async function commitStep(
  db: Database,
  schoolId: number,
  batchId: number,
  byUserId: number,
  audit: AuditRecorder,
  /** Today in the school's time zone: when the dues of imported students are posted. */
  today: string,
): Promise<Progress> {
  // Every step is recorded with the progress it left (the last one with the rows created).
  const recordStep = async (tx: Executor, batch: Batch) => {
    const after = progressOf(batch);
    await audit(tx, { action: 'import', entity: 'imports', entityId: batchId, after });
    return { batch };
  };
  const outcome = await db.transaction(async (tx) => {
    const batch = await batchOf(tx, schoolId, batchId, true);
    if (batch.status === 'committed') return recordStep(tx, batch);
    if (batch.status === 'invalid') throw new ApiError('conflict', apiMessage('import.hasErrors'));
    if (batch.status === 'failed') throw new ApiError('conflict', apiMessage('import.failed'));
    const where = and(eq(importRows.schoolId, schoolId), eq(importRows.batchId, batchId));
    const next = await tx
      .select({ rowNumber: importRows.rowNumber, data: importRows.data, action: importRows.action })
      .from(importRows)
      .where(and(where, eq(importRows.prepared, false)))
      .orderBy(asc(importRows.rowNumber))
      .limit(PREPARE_CHUNK);
    if (next.length) {
      const conflicts = await conflictsOf(
        tx,
        schoolId,
        batch.kind,
        next.filter((r) => r.action === 'create'),
      );
      const [first] = conflicts;
      if (first) return { fail: conflicts, first };
      await tx
        .update(importRows)
        .set({ prepared: true })
        .where(
          and(
            where,
            inArray(
              importRows.rowNumber,
              next.map((r) => r.rowNumber),
            ),
          ),
        );
      await tx
        .update(importBatches)
        .set({
          status: 'committing',
          preparedRows: sql`${importBatches.preparedRows} + ${next.length}`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(importBatches.schoolId, schoolId), eq(importBatches.id, batchId)));
      return recordStep(tx, await batchOf(tx, schoolId, batchId));
    }
    // Checked again under the plan's lock: people may have been added since the preview.
    await assertRoomForImport(tx, schoolId, batch.kind, batch.totalRows - batch.skippedRows);
    const created =
      batch.kind === 'students'
        ? await promoteStudents(tx, schoolId, batchId, byUserId, today)
        : await promoteTeachers(tx, schoolId, batchId);
    await tx.delete(importRows).where(where);
    await tx
      .update(importBatches)
      .set({
        status: 'committed',
        createdRows: created,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(importBatches.schoolId, schoolId), eq(importBatches.id, batchId)));
    return recordStep(tx, await batchOf(tx, schoolId, batchId));
  });
  if ('fail' in outcome) {
    // Recorded outside the step's transaction, which wrote nothing else.
    const fail = outcome.fail;
    await db.transaction(async (tx) => {
      await tx
        .update(importBatches)
        .set({ status: 'failed', errors: fail, updatedAt: sql`now()` })
        .where(and(eq(importBatches.schoolId, schoolId), eq(importBatches.id, batchId)));
      await tx
        .delete(importRows)
        .where(and(eq(importRows.schoolId, schoolId), eq(importRows.batchId, batchId)));
      await recordStep(tx, await batchOf(tx, schoolId, batchId));
    });
    throw new ApiError(
      'conflict',
      apiMessage('import.stopped', {
        reason: outcome.first.message,
        row: String(outcome.first.row),
      }),
    );
  }
  return progressOf(outcome.batch);
}
