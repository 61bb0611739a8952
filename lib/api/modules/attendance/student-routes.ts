/**
 * Student attendance routes: a class-section's day (read and save whole), its month grid with
 * % (JSON or CSV), and one student's own history (staff, or that child's guardian).
 */
import { access, defineRoute } from '../../http/route';
import { envelope } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { parseId } from '../../http/resource';
import type { SchoolUser } from '../../http/context';
import {
  completionQuery,
  schoolMonthQuery,
  studentDayQuery,
  studentDaySchema,
  studentHistoryQuery,
  studentMonthQuery,
} from './schemas';
import { limitedToTaught, reachableClassSections } from './access';
import { registerCompletion } from './completion';
import { readStudentDay, saveStudentDay } from './student-day';
import { schoolMonth } from './school-month';
import { studentHistory } from './student-history';
import { studentMonth, studentMonthCsv } from './student-month';

/** The marking screen reads the day with either permission (it is reached by attendance-create). */
function mayReadDay(caller: SchoolUser) {
  if (
    !caller.staffPermissions.has('attendance-list') &&
    !caller.staffPermissions.has('attendance-create')
  )
    throw forbidden();
}

export const studentAttendanceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/student-attendance/class-sections',
    tag: 'attendance',
    summary:
      "The class-sections the caller may take attendance of: all for a School Admin, those they teach for a Teacher; the caller's own class (class teacher of: `own`) first",
    access: access.authenticated,
    handler: async ({ db, caller }) => {
      mayReadDay(caller);
      return envelope(await reachableClassSections(db, caller));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/student-attendance',
    tag: 'attendance',
    summary:
      "A class-section's day: its active students in roll order with their marks (present when not saved yet) and whether the day can be marked",
    access: access.authenticated,
    query: studentDayQuery,
    handler: async ({ db, caller, query }) => {
      mayReadDay(caller);
      return envelope(await readStudentDay(db, caller, query));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/student-attendance',
    tag: 'attendance',
    summary:
      "Save a class-section's whole day in one transaction: `{ class_section_id, date, marks: [{ student_id, code_id, remark }] }` (the school's attendance codes; re-saving needs attendance-edit)",
    access: access.permission('attendance-create'),
    body: studentDaySchema,
    audit: { entity: 'student-attendance', actions: ['create', 'update'] },
    handler: async ({ db, caller, body, audit }) => {
      const saved = await saveStudentDay(db, caller, body, audit);
      return envelope(saved.data, saved.message);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/student-attendance/summary',
    report: true,
    tag: 'attendance',
    summary:
      "A class-section's month: a status per student and day, each student's % and the class %, holidays named; format=csv exports it",
    access: access.schoolWide('attendance-list'),
    query: studentMonthQuery,
    handler: async ({ db, caller, query }) => {
      const month = await studentMonth(db, caller, query);
      return query.format === 'csv' ? studentMonthCsv(month) : envelope(month);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/student-attendance/completion',
    tag: 'attendance',
    summary:
      'The class-sections without a saved register on a date, with their class teachers (school-wide readers, not a Teacher limited to their classes); a holiday or other day without registers answers an empty list with the reason',
    access: access.schoolWide('attendance-list'),
    query: completionQuery,
    handler: async ({ db, caller, query }) => {
      // The whole school's registers: not for a teacher whose reach is their own classes.
      if (limitedToTaught(caller)) throw forbidden();
      return envelope(await registerCompletion(db, caller, query.date));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/student-attendance/school-summary',
    report: true,
    tag: 'attendance',
    summary: "The school's attendance % for a month, and each class-section's, from the day totals",
    access: access.schoolWide('attendance-list'),
    query: schoolMonthQuery,
    handler: async ({ db, caller, query }) =>
      envelope(await schoolMonth(db, caller.school.id, query.month)),
  }),
  defineRoute({
    method: 'GET',
    path: '/student-attendance/students/:id',
    tag: 'attendance',
    summary:
      "One student's marks with totals and % per month (default: this session year to today); staff with attendance-list, or the student's guardian",
    access: access.authenticated,
    query: studentHistoryQuery,
    handler: async ({ db, caller, params, query }) =>
      envelope(await studentHistory(db, caller, parseId(params.id, 'student'), query)),
  }),
];
