/**
 * Attendance by period (issue 31): `GET/PUT /api/attendance/periods?date=&class_section_id=&period_id=`
 * (a lesson's register; the day follows from the periods) and the school's setting.
 */
import { envelope } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { readPeriodRegister, savePeriodRegister } from './period-register';
import { attendanceSettingsRoutes } from './period-settings';
import { periodQuery, periodRegisterSchema } from './schemas';

export const periodAttendanceRoutes = [
  ...attendanceSettingsRoutes,
  defineRoute({
    method: 'GET',
    path: '/attendance/periods',
    tag: 'attendance',
    summary:
      "A lesson's register: the class-section's active students with their marks in that period (present while not saved) and their day's mark; the lesson's teacher or the teacher covering it (or a School Admin); 409 when attendance by period is off",
    access: access.authenticated,
    query: periodQuery,
    handler: async ({ db, caller, query }) => {
      // As the daily register: read with either attendance permission.
      if (!['attendance-list', 'attendance-create'].some((p) => caller.staffPermissions.has(p)))
        throw forbidden();
      return envelope(await readPeriodRegister(db, caller, query));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/attendance/periods',
    tag: 'attendance',
    summary:
      "Saves a lesson's register whole (`marks: [{ student_id, code_id, remark }]`, the school's codes) and, in the same transaction, each student's day derived from their periods by the school's rule (re-saving needs attendance-edit); 409 when attendance by period is off",
    access: access.permission('attendance-create'),
    query: periodQuery,
    body: periodRegisterSchema,
    audit: { entity: 'period-attendance', actions: ['create', 'update'] },
    handler: async ({ db, caller, query, body, audit }) => {
      const saved = await savePeriodRegister(db, caller, { ...query, ...body }, audit);
      return envelope(saved.data, saved.message);
    },
  }),
];
