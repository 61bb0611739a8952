/**
 * Attendance in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import type { MenuEntry } from '../../../menu/types';

export const attendanceMenu: readonly MenuEntry[] = [
  {
    section: 'Daily Operations',
    place: 20,
    item: {
      type: 'sub',
      title: 'Attendance',
      module: 'attendance',
      icon: 'attendance',
      children: [
        {
          type: 'link',
          title: 'Mark Attendance',
          path: '/attendance/mark-attendance',
          permissions: ['attendance-create'],
        },
        {
          type: 'link',
          title: 'Student Attendance',
          path: '/student/student-attendance',
          permissions: ['attendance-list'],
        },
        {
          // A lesson's register (attendance by period). Shown whether the school's setting is
          // on or off (a menu entry cannot read a setting): off, the screen says so.
          type: 'link',
          title: 'Period Attendance',
          path: '/attendance/periods',
          permissions: ['attendance-create'],
        },
        {
          // The school's own codes (Excused, School trip...): the School Admin's to manage.
          type: 'link',
          title: 'Attendance Codes',
          path: '/attendance/codes',
          roles: ['School Admin'],
        },
      ],
    },
  },
  {
    section: 'Daily Operations',
    place: 30,
    item: {
      // SPEC §6: the Teacher Attendance children have no permission requirement; they are a
      // staff member's own attendance, so not a guardian's.
      type: 'sub',
      title: 'Teacher Attendance',
      module: 'attendance',
      icon: 'teacher-attendance',
      staffOnly: true,
      children: [
        { type: 'link', title: 'Mark Teacher Attendance', path: '/teacher/attendance' },
        { type: 'link', title: 'Attendance Records', path: '/teacher/attendance-records' },
      ],
    },
  },
  {
    // A guardian's own children's attendance (the screen is the guardian area's).
    section: 'Daily Operations',
    place: 25,
    item: {
      type: 'link',
      title: 'Attendance',
      module: 'attendance',
      path: '/guardian/attendance',
      icon: 'attendance',
      roles: ['Guardian'],
    },
  },
];
