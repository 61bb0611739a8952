/**
 * /api/transfers and /api/promotions: the HTTP side of moves.ts, and the list of past moves
 * read from the students' history.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { todayIn } from '../../../calendar';
import { studentHistory, students } from '../../../db/schema/people';
import { envelope } from '../../http/envelope';
import { listQuery } from '../../http/list';
import { queriesOf } from '../../http/query-spec';
import { listRoute, type ListDefinition } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { transferStudents } from './moves';
import { PROMOTION_BATCH, previewPromotion, promoteBatch } from './promotion';
import { prefixSearch } from '../../http/prefix-search';
import { promotionSchema, transferSchema } from './move-schemas';
import type { Executor } from '../../../db/client';
import type { AuditRecorder } from '../../http/audit';
import { apiMessage } from '../../http/messages';

const TAG = 'people';

export { promotionSchema, transferSchema };

const moved = alias(students, 'moved');
const moveListQuery = listQuery(['on_date']);
const moveQueries = queriesOf({
  select: (db) =>
    db
      .select({
        id: studentHistory.id,
        event: studentHistory.event,
        on_date: studentHistory.onDate,
        student_id: studentHistory.studentId,
        student_name: sql<string>`${moved.firstName} || ' ' || ${moved.lastName}`,
        admission_no: moved.admissionNo,
        from_class_section_id: studentHistory.fromClassSectionId,
        to_class_section_id: studentHistory.toClassSectionId,
        from_session_year_id: studentHistory.fromSessionYearId,
        to_session_year_id: studentHistory.toSessionYearId,
        note: studentHistory.note,
      })
      .from(studentHistory)
      .innerJoin(
        moved,
        and(eq(moved.schoolId, studentHistory.schoolId), eq(moved.id, studentHistory.studentId)),
      ),
  schoolId: studentHistory.schoolId,
  id: studentHistory.id,
  search: prefixSearch([moved.firstName, moved.lastName, moved.admissionNo]),
  sort: { on_date: studentHistory.onDate },
  defaultSort: '-on_date',
  filters: () => [inArray(studentHistory.event, ['transfer', 'promotion', 'repeat'])],
});
type MoveRow = Awaited<ReturnType<typeof moveQueries.page>>[number];

const moveList: ListDefinition<MoveRow, z.output<typeof moveListQuery>> = {
  query: moveListQuery,
  queries: moveQueries,
  csv: {
    fileName: 'student-moves.csv',
    columns: [
      { header: 'Date', value: (m) => m.on_date },
      { header: 'Move', value: (m) => m.event },
      { header: 'Student', value: (m) => m.student_name },
      { header: 'Admission no.', value: (m) => m.admission_no },
      { header: 'Note', value: (m) => m.note },
    ],
  },
};

/** One audit row per student moved, in the move's transaction: each student's history shows it. */
async function recordMoves<T>(
  tx: Executor,
  audit: AuditRecorder,
  schoolId: number,
  ids: number[],
  action: 'transfer' | 'promote',
  move: () => Promise<T>,
): Promise<T> {
  const read = async () => {
    const rows = await tx
      .select()
      .from(students)
      .where(and(eq(students.schoolId, schoolId), inArray(students.id, ids)));
    return new Map(rows.map((row) => [row.id, row]));
  };
  const before = await read();
  const result = await move();
  const after = await read();
  for (const [id, row] of before)
    await audit(tx, {
      action,
      entity: 'students',
      entityId: id,
      before: row,
      after: after.get(id),
    });
  return result;
}

export const transferRoutes = [
  listRoute({
    path: '/transfers',
    tag: TAG,
    summary:
      'Past transfers and promotions, newest first (search by student name or admission number prefix)',
    access: access.permission('transfer-student-list'),
    list: moveList,
  }),
  defineRoute({
    method: 'POST',
    path: '/transfers',
    tag: TAG,
    summary: 'Move students to another class-section in their session',
    access: access.permission('transfer-student-create'),
    body: transferSchema,
    audit: { entity: 'students', actions: ['transfer'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const result = await db.transaction((tx) =>
        recordMoves(tx, audit, schoolId, body.student_ids, 'transfer', () =>
          transferStudents(tx, schoolId, body, caller.userId, todayIn(caller.format.timeZone)),
        ),
      );
      return envelope(result, apiMessage('done.studentsTransferred', { count: result.moved }));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/promotions/preview',
    tag: TAG,
    summary:
      'What a promotion will do: per class-section, students promoted, repeating and leaving',
    access: access.permission('transfer-student-create'),
    body: promotionSchema,
    audit: { exempt: 'counts what a promotion would do; writes nothing' },
    handler: async ({ db, caller, body }) =>
      envelope(await previewPromotion(db, caller.school.id, body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/promotions',
    tag: TAG,
    summary: `Promote the next batch (at most ${PROMOTION_BATCH}) of the class-sections into a later session: everyone passes and continues but the exceptions; repeat until remaining is 0`,
    access: access.permission('transfer-student-create'),
    body: promotionSchema,
    audit: { entity: 'students', actions: ['promote'] },
    handler: async ({ db, caller, body, audit }) => {
      // One audit row per batch: the plan and what it moved (a batch holds up to
      // PROMOTION_BATCH students; the students' own history rows name each move).
      const result = await db.transaction(async (tx) => {
        const moved = await promoteBatch(
          tx,
          caller.school.id,
          body,
          caller.userId,
          todayIn(caller.format.timeZone),
        );
        await audit(tx, { action: 'promote', entity: 'students', after: { ...body, ...moved } });
        return moved;
      });
      return envelope(
        result,
        apiMessage('done.promotionProgress', {
          promoted: result.promoted,
          repeating: result.repeating,
          left: result.left,
          remaining: result.remaining,
        }),
      );
    },
  }),
];
