/**
 * Staff attendance routes: the day's marking for every staff member (School Admin), the month
 * grid with totals (everyone for a School Admin, oneself for other staff; CSV), and the
 * caller's own status today and this month (/teacher/attendance, no permission needed).
 */
import { access, defineRoute } from '../../http/route';
import { envelope } from '../../http/envelope';
import { staffDayQuery, staffDaySchema, staffMonthQuery } from './schemas';
import { readStaffDay, saveStaffDay } from './staff-day';
import { myStaffAttendance, staffMonth, staffMonthCsv, staffScope } from './staff-month';

const ADMIN = access.role('School Admin');

export const staffAttendanceRoutes = [
  defineRoute({
    method: 'GET',
    path: '/staff-attendance',
    tag: 'attendance',
    summary:
      "Every active staff member's mark for a date (approved leave shows as on leave; present when not saved yet) and whether the day can be marked",
    access: ADMIN,
    query: staffDayQuery,
    handler: async ({ db, caller, query }) => envelope(await readStaffDay(db, caller, query.date)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/staff-attendance',
    tag: 'attendance',
    summary:
      'Save the whole staff day in one transaction: `{ date, marks: [{ user_id, status, remark }] }`',
    access: ADMIN,
    body: staffDaySchema,
    audit: { entity: 'staff-attendance', actions: ['create', 'update'] },
    handler: async ({ db, caller, body, audit }) => {
      const saved = await saveStaffDay(db, caller, body, audit);
      return envelope(saved.data, saved.message);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/staff-attendance/summary',
    report: true,
    tag: 'attendance',
    summary:
      'A month of staff attendance with totals (present, absent, late, half, leave, without pay) and %: every staff member for a School Admin, else the caller alone; format=csv exports it',
    access: access.authenticated,
    query: staffMonthQuery,
    handler: async ({ db, caller, query }) => {
      const month = await staffMonth(db, caller, query.month, staffScope(caller));
      return query.format === 'csv' ? staffMonthCsv(month) : envelope(month);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/staff-attendance/me',
    tag: 'attendance',
    summary: "The caller's own attendance: today's status and this month's marks and totals",
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await myStaffAttendance(db, caller)),
  }),
];
