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
import { promoteClass, transferStudents } from './moves';
import { prefixSearch } from './student-queries';
import { promotionSchema, transferSchema } from './move-schemas';

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
    handler: async ({ db, caller, body }) => {
      const result = await db.transaction((tx) =>
        transferStudents(
          tx,
          caller.school.id,
          body,
          caller.userId,
          todayIn(caller.format.timeZone),
        ),
      );
      return envelope(
        result,
        `${result.moved} ${result.moved === 1 ? 'student' : 'students'} transferred.`,
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/promotions',
    tag: TAG,
    summary:
      'Promote a class-section into the next session (pass/fail, continue/leave per student)',
    access: access.permission('transfer-student-create'),
    body: promotionSchema,
    handler: async ({ db, caller, body }) => {
      const result = await db.transaction((tx) =>
        promoteClass(tx, caller.school.id, body, caller.userId, todayIn(caller.format.timeZone)),
      );
      return envelope(
        result,
        `${result.promoted} promoted, ${result.repeating} repeating, ${result.left} left.`,
      );
    },
  }),
];
