/**
 * /api/transfers and /api/promotions: the HTTP side of moves.ts, and the list of past moves
 * read from the students' history.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { todayIn } from '../../../calendar';
import { studentHistory, students } from '../../../db/schema/people';
import { envelope } from '../../http/envelope';
import { listQuery, pageWindow, totalColumn } from '../../http/list';
import { pageEnvelope } from './page';
import { access, defineRoute } from '../../http/route';
import { promoteClass, transferStudents } from './moves';
import { promotionSchema, transferSchema } from './move-schemas';

const TAG = 'people';

export { promotionSchema, transferSchema };

export const transferRoutes = [
  defineRoute({
    method: 'GET',
    path: '/transfers',
    tag: TAG,
    summary: 'Past transfers and promotions, newest first',
    access: access.permission('transfer-student-list'),
    query: listQuery(['on_date']),
    handler: async ({ db, caller, query }) => {
      const schoolId = caller.school.id;
      const w = pageWindow(query);
      const s = alias(students, 'moved');
      const rows = await db
        .select({
          id: studentHistory.id,
          event: studentHistory.event,
          on_date: studentHistory.onDate,
          student_id: studentHistory.studentId,
          student_name: sql<string>`${s.firstName} || ' ' || ${s.lastName}`,
          admission_no: s.admissionNo,
          from_class_section_id: studentHistory.fromClassSectionId,
          to_class_section_id: studentHistory.toClassSectionId,
          from_session_year_id: studentHistory.fromSessionYearId,
          to_session_year_id: studentHistory.toSessionYearId,
          note: studentHistory.note,
          total: totalColumn(),
        })
        .from(studentHistory)
        .innerJoin(
          s,
          and(eq(s.schoolId, studentHistory.schoolId), eq(s.id, studentHistory.studentId)),
        )
        .where(
          and(
            eq(studentHistory.schoolId, schoolId),
            inArray(studentHistory.event, ['transfer', 'promotion', 'repeat']),
          ),
        )
        .orderBy(desc(studentHistory.onDate), desc(studentHistory.id))
        .limit(w.limit)
        .offset(w.offset);
      return pageEnvelope(rows, query);
    },
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
