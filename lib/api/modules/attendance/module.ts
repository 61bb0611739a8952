/** Student and staff attendance: the school's codes, marking a day, completion, month grids and summaries. */
import * as attendanceSchema from '../../../db/schema/attendance';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { addStudentTimelineSource } from '../people';
import { onSchoolCreated } from '../platform';
import { attendanceCodeRoutes, seedAttendanceCodes } from './codes';
import { attendanceDashboard } from './dashboard';
import { attendanceDemoSeed } from './demo-seed';
import { attendanceMenu } from './menu';
import { attendanceMilestones } from './milestones';
import { periodAttendanceRoutes } from './period-routes';
import { staffAttendanceRoutes } from './staff-routes';
import { studentAttendanceRoutes } from './student-routes';

export const attendanceModule = defineModule({
  name: 'attendance',
  // One entry per class-section and day; staff attendance is recorded without an id.
  // A period's register is recorded under its class-section; the settings are the school's.
  auditTables: {
    'student-attendance': 'class_sections',
    'staff-attendance': null,
    'period-attendance': 'class_sections',
    'attendance-settings': null,
  },
  notificationKeys: { student_absent: 'students', student_late: 'students' },
  audit: {
    'student-attendance': 'Student attendance',
    'staff-attendance': 'Staff attendance',
    'attendance-codes': 'Attendance code',
    'period-attendance': 'Period attendance',
    'attendance-settings': 'Attendance settings',
  },
  permissions: crudOf('attendance'),
  menu: attendanceMenu,
  tables: tablesOf(attendanceSchema),
  demo: { ...attendanceDemoSeed, after: ['academics', 'people', 'calendar'] },
  plan: 'attendance',
  dashboard: attendanceDashboard,
  // Every new school starts with the five original attendance codes; a student's timeline
  // shows their absences in a row and months below the mark.
  connect: () => {
    onSchoolCreated(seedAttendanceCodes);
    addStudentTimelineSource(attendanceMilestones);
  },
  routes: [
    ...attendanceCodeRoutes,
    ...studentAttendanceRoutes,
    ...periodAttendanceRoutes,
    ...staffAttendanceRoutes,
  ],
});
