/**
 * The private routes of SPEC §2's table, copied as written, row by row. Kept apart from the
 * menu on purpose: tests check the menu and the pages against this list, so a route dropped
 * from the menu (or a page never created) is noticed.
 */
export const SPEC_PRIVATE_ROUTES: Readonly<Record<string, readonly string[]>> = {
  Overview: ['/dashboard'],
  // '/fees/dues': issue 27 (who owes what).
  Fees: ['/fees/student-fees', '/fees/fees-transaction-logs', '/fees/dues'],
  Attendance: ['/attendance/mark-attendance', '/student/student-attendance'],
  'Teacher attendance': ['/teacher/attendance', '/teacher/attendance-records'],
  Leave: ['/leave/create', '/leave', '/leave/requests', '/leave/report', '/leave-master'],
  'Calendar and notices': ['/holidays', '/announcements'],
  Students: [
    '/student/student-admission',
    '/student/admission-inquiries',
    '/student/student-details',
    '/guardian',
    '/academics/transfer-student',
    '/student/add-bulk-data',
  ],
  Teachers: [
    '/teacher/add-teacher',
    '/teacher/teacher-details',
    '/teacher/bulk-upload',
    '/academics/class-section',
  ],
  Staff: ['/staff', '/roles', '/staff/salary-structure'],
  'Fee setup': [
    '/fees/fees-type',
    '/fees/create-fees-structure',
    '/fees/create-custom-fee',
    '/fees/view-fees-structure',
    '/fees/create-fee-wavier',
    '/fees/assign-student-fees',
  ],
  Payroll: ['/payroll-settings', '/payroll'],
  Expenses: ['/expense-categories', '/expenses'],
  Inventory: ['/inventory/categories', '/inventory/items', '/inventory/transactions'],
  'Academic structure': [
    '/academics/class',
    '/academics/section',
    '/academics/class-group',
    '/academics/subject',
    '/academics/class-subject',
    '/academics/medium',
    '/academics/stream',
    '/academics/semester',
    '/academics/shift',
  ],
  System: [
    '/school-settings',
    '/school-settings/session-years',
    '/subscription',
    '/database-backup',
  ],
  'Profile menu': ['/app/users/profile', '/school-settings'],
  // Not in SPEC §2: added by issue 8 (an audit log under System Administration).
  'System, added': ['/audit-log'],
  // Not in SPEC §2: added by issue 13 (a staff member's own payslips).
  'Payroll, added': ['/payroll/my-payslips'],
  // Not in SPEC §2: added by issue 27 (the school's own attendance codes); issue 31 adds a
  // lesson's register (attendance by period).
  'Attendance, added': ['/attendance/codes', '/attendance/periods'],
  // Not in SPEC §2: added by issue 27 (a guardian's own children's attendance).
  'Guardian, added': ['/guardian/attendance'],
  // Not in SPEC §2: added by issue 28 (the school's notification settings and delivery log).
  'Notifications, added': ['/notification-settings', '/notification-log'],
  // Not in SPEC §2: issue 29's fields the school defines (System Administration).
  'Custom fields, added': ['/custom-fields'],
  // Not in SPEC §2: issue 28's own notifications of each user (the bell, the profile menu).
  'My notifications, added': ['/notifications'],
  // Not in SPEC §2: issue 28's background jobs of every queue (dead ones to retry).
  'Background jobs, added': ['/background-jobs'],
  // Not in SPEC §2: added by issue 29 (the document types a school keeps).
  'Records, added': ['/document-types'],
  // Not in SPEC §2: issue 29's certificates and ID cards, under Students.
  'Certificates, added': ['/certificates', '/id-cards'],
  // Not in SPEC §2: issue 30's exams, under Academic Configuration.
  'Exams, added': [
    '/exams',
    '/exams/schedule',
    '/exams/marks',
    '/exams/results',
    '/exams/grading-scales',
    '/exams/report-cards',
  ],
  // Not in SPEC §2: issue 31's timetable, beside Exams under Academic Configuration.
  'Timetable, added': [
    '/timetable',
    '/timetable/my-day',
    '/timetable/substitutions',
    '/timetable/bell-schedules',
    '/timetable/requirements',
  ],
};

/** Every private route once, in table order. */
export const ALL_SPEC_PRIVATE_ROUTES: readonly string[] = [
  ...new Set(Object.values(SPEC_PRIVATE_ROUTES).flat()),
];
