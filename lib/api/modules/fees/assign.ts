/**
 * POST /api/fee-structures/{id}/assign: each active student of the structure's classes (or of
 * one class-section, or the named students) gets a due per installment, and one per optional
 * line chosen. Idempotent: a unique index on (student, installment) and (student, optional line)
 * makes a second run create nothing twice. Bounded: one call handles one batch of students
 * (ordered by id) in its own transaction and answers `next_after`, so a screen assigns 5,000
 * students in ten calls and shows the progress between them.
 *
 * Each structure is assigned on its own: its dues carry its id and name, so assigning transport
 * never touches tuition's. An optional structure (a bus, a hostel place) is charged only to the
 * students the office names in `student_ids`: those who opted in. The dues are the record of who
 * opted in; no second list to keep in step with them (an office adds a student later the same way).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { feeLedger, feeStructureLines } from '../../../db/schema/fees';
import { todayIn } from '../../../calendar';
import { envelope } from '../../http/envelope';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { activeStudentCountOfClasses, activeStudentsOfClasses } from '../people';
import { assignSchema } from './schemas';
import { structureDetail, type StructureDetail } from './structure-reads';
import { apiMessage } from '../../http/messages';

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters per statement. */
const INSERT_CHUNK = 2000;

export type DueTarget = { studentId: number; sessionYearId: number };

/** Inserts the dues of `structure` for these students, skipping those already there; returns how many were new. */
export async function postStructureDues(
  tx: Executor,
  schoolId: number,
  structure: StructureDetail,
  students: DueTarget[],
  optionalLineIds: number[],
  postedOn: string,
  userId: number | null,
): Promise<number> {
  const optional = structure.lines.filter((l) => optionalLineIds.includes(l.id));
  const rows: (typeof feeLedger.$inferInsert)[] = [];
  for (const s of students) {
    const base = {
      schoolId,
      studentId: s.studentId,
      sessionYearId: s.sessionYearId,
      kind: 'due' as const,
      structureId: structure.id,
      postedOn,
      createdByUserId: userId,
    };
    for (const i of structure.installments)
      rows.push({
        ...base,
        amount: i.amount,
        installmentId: i.id,
        label: `${structure.name}: ${i.name}`,
        dueDate: i.due_date,
      });
    for (const l of optional)
      rows.push({
        ...base,
        amount: l.amount,
        structureLineId: l.id,
        feeTypeId: l.fee_type_id,
        label: `${structure.name}: ${l.fee_type_name}`,
        dueDate: structure.due_date,
      });
  }
  let created = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await tx
      .insert(feeLedger)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing()
      .returning({ id: feeLedger.id });
    created += inserted.length;
  }
  return created;
}

async function checkOptionalLines(
  tx: Executor,
  schoolId: number,
  structureId: number,
  ids: number[],
) {
  if (!ids.length) return;
  const found = await tx
    .select({ id: feeStructureLines.id })
    .from(feeStructureLines)
    .where(
      and(
        eq(feeStructureLines.schoolId, schoolId),
        eq(feeStructureLines.structureId, structureId),
        eq(feeStructureLines.optional, true),
        inArray(feeStructureLines.id, ids),
      ),
    );
  if (found.length !== ids.length)
    throw validationFailed({
      optional_line_ids: apiMessage('fees.notOptionalLine'),
    });
}

export const assignRoutes = [
  defineRoute({
    method: 'POST',
    path: '/fee-structures/:id/assign',
    tag: 'fees',
    summary:
      "Create the students' dues from a structure, one batch of students per call (idempotent)",
    access: access.permission('fees-class-create'),
    body: assignSchema,
    audit: { entity: 'fee-structures', actions: ['assign'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'fee structure');
      const result = await db.transaction(async (tx) => {
        const structure = await structureDetail(tx, schoolId, id);
        if (!structure) throw notFound('feeStructure');
        if (structure.superseded)
          throw new ApiError(
            'conflict',
            apiMessage('fees.versionReplacedAssign', { version: String(structure.version) }),
          );
        if (structure.optional && !body.student_ids)
          throw validationFailed({ student_ids: apiMessage('fees.optionalNeedsStudents') });
        await checkOptionalLines(tx, schoolId, id, body.optional_line_ids);
        const batch = await activeStudentsOfClasses(tx, schoolId, structure.class_ids, {
          afterId: body.after_student_id,
          limit: body.batch_size,
          classSectionId: body.class_section_id ?? undefined,
          studentIds: body.student_ids ?? undefined,
        });
        // A student enrolled in another session year is not charged this session's fees.
        const inSession = batch.filter((s) => s.sessionYearId === structure.session_year_id);
        const created = await postStructureDues(
          tx,
          schoolId,
          structure,
          inSession.map((s) => ({ studentId: s.id, sessionYearId: s.sessionYearId })),
          body.optional_line_ids,
          todayIn(caller.format.timeZone),
          caller.userId,
        );
        const total =
          body.after_student_id === 0 && !body.student_ids
            ? await activeStudentCountOfClasses(
                tx,
                schoolId,
                structure.class_ids,
                body.class_section_id ?? undefined,
              )
            : null;
        const outcome = {
          structure_id: id,
          processed: batch.length,
          dues_created: created,
          skipped_other_session: batch.length - inSession.length,
          total_students: total ?? (body.student_ids ? body.student_ids.length : null),
          next_after: batch.length === body.batch_size ? (batch.at(-1)?.id ?? null) : null,
          done: batch.length < body.batch_size,
        };
        await audit(tx, {
          action: 'assign',
          entity: 'fee-structures',
          entityId: id,
          after: { ...outcome, after_student_id: body.after_student_id },
        });
        return outcome;
      });
      return envelope(
        result,
        apiMessage('done.duesCreated', {
          dues: result.dues_created,
          students: result.processed,
        }),
      );
    },
  }),
];
