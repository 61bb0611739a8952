import { isPermissionName } from '../permissions/catalogue';
import { GUARDED_MENU, MENU } from '../api/menu';
import { menuLinks } from './rules';
import { ALL_SPEC_PRIVATE_ROUTES } from './spec-private-routes';
import type { MenuItem } from './types';

const rulesOf = (i: MenuItem) =>
  [
    i.roles?.length ? `roles ${i.roles.join('+')}` : '',
    i.permissions?.length ? `perm ${i.permissions.join('+')}` : '',
    i.module ? `plan ${i.module}` : '',
    i.icon ? `icon ${i.icon}` : '',
    i.staffOnly ? 'staff only' : '',
  ]
    .filter(Boolean)
    .join(', ');

/** Every item as one line: where it sits, its title, its path and its rules. */
function outline(items: readonly MenuItem[], prefix: string): string[] {
  return items.flatMap((i) => [
    `${prefix}${i.title}${i.type === 'link' ? ` ${i.path}` : ''}${rulesOf(i) ? ` (${rulesOf(i)})` : ''}`,
    ...(i.type === 'sub' ? outline(i.children, `${prefix}${i.title} › `) : []),
  ]);
}

/**
 * The menu as it stood when each module came to declare its own entries (issue 24): the
 * composed menu must render exactly this, in this order, with these rules.
 */
const MENU_OUTLINE = [
  'Overview › Dashboard /dashboard (icon dashboard)',
  'Overview › My Children /guardian (roles Guardian, icon students)',
  'Daily Operations › Student Fees (plan fees, icon fees, staff only)',
  'Daily Operations › Student Fees › Collect Fee /fees/student-fees (perm fees-list)',
  'Daily Operations › Student Fees › Fees Payment History /fees/fees-transaction-logs (perm fees-list)',
  'Daily Operations › Student Fees › Fee Dues /fees/dues (perm fees-list)',
  'Daily Operations › Fees /fees/student-fees (roles Guardian, perm fees-list, plan fees, icon fees)',
  'Daily Operations › Attendance (plan attendance, icon attendance)',
  'Daily Operations › Attendance › Mark Attendance /attendance/mark-attendance (perm attendance-create)',
  'Daily Operations › Attendance › Student Attendance /student/student-attendance (perm attendance-list)',
  'Daily Operations › Attendance › Period Attendance /attendance/periods (perm attendance-create)',
  'Daily Operations › Attendance › Attendance Codes /attendance/codes (roles School Admin)',
  'Daily Operations › Attendance /guardian/attendance (roles Guardian, plan attendance, icon attendance)',
  'Daily Operations › Teacher Attendance (plan attendance, icon teacher-attendance, staff only)',
  'Daily Operations › Teacher Attendance › Mark Teacher Attendance /teacher/attendance',
  'Daily Operations › Teacher Attendance › Attendance Records /teacher/attendance-records',
  'Daily Operations › Leave (plan leave, icon leave)',
  'Daily Operations › Leave › Apply Leave /leave/create',
  'Daily Operations › Leave › My Leaves /leave',
  'Daily Operations › Leave › Leave Requests /leave/requests (perm approve-leave)',
  'Daily Operations › Leave › Leave Reports /leave/report (perm approve-leave)',
  'Daily Operations › Leave › Leave Types and Settings /leave-master (roles School Admin, plan leave)',
  'Daily Operations › Holidays /holidays (perm holiday-list, plan holidays, icon calendar)',
  'Daily Operations › Announcements /announcements (perm announcement-list, plan announcements, icon megaphone, staff only)',
  'Daily Operations › Notices /announcements (roles Guardian, perm announcement-list, plan announcements, icon megaphone)',
  'People Management › Students (icon students)',
  'People Management › Students › Student Admission /student/student-admission (perm student-create)',
  'People Management › Students › Admission Inquiries /student/admission-inquiries (perm student-admission-inquiry-list)',
  'People Management › Students › Student Details /student/student-details (perm student-list)',
  'People Management › Students › Certificates /certificates (perm certificates-list, plan records)',
  'People Management › Students › ID Cards /id-cards (perm certificates-list, plan records)',
  'People Management › Students › Guardian Details /guardian (roles School Admin)',
  'People Management › Students › Transfer Students /academics/transfer-student (perm transfer-student-list)',
  'People Management › Students › Bulk Import Students /student/add-bulk-data (perm student-bulk-import)',
  'People Management › Teachers (roles School Admin, icon teachers)',
  'People Management › Teachers › Add Teacher /teacher/add-teacher (perm teacher-create)',
  'People Management › Teachers › Teacher Details /teacher/teacher-details (perm teacher-list)',
  'People Management › Teachers › Bulk Upload Teachers /teacher/bulk-upload (perm teacher-create)',
  'People Management › Teachers › Class Teachers /academics/class-section (perm teacher-list)',
  'People Management › Staff Management (roles School Admin, icon staff)',
  'People Management › Staff Management › Staff /staff (perm staff-list)',
  'People Management › Staff Management › Roles and Permissions /roles (perm role-list)',
  'People Management › Staff Management › Salary Structure /staff/salary-structure (perm staff-list, plan payroll)',
  'Financial Management › Fee Setup (plan fees, icon fee-setup)',
  'Financial Management › Fee Setup › Fee Types /fees/fees-type (perm fees-type-list)',
  'Financial Management › Fee Setup › Create Fee Structure /fees/create-fees-structure (perm fees-create)',
  'Financial Management › Fee Setup › Custom Fees /fees/create-custom-fee (perm fees-create)',
  'Financial Management › Fee Setup › Fee Structures /fees/view-fees-structure (perm fees-list)',
  'Financial Management › Fee Setup › Fee Waivers /fees/create-fee-wavier (perm fees-create)',
  'Financial Management › Fee Setup › Assign Student Fees /fees/assign-student-fees (perm fees-class-list)',
  'Financial Management › Payroll (plan payroll, icon payroll)',
  'Financial Management › Payroll › Payroll Settings /payroll-settings (perm payroll-settings-list)',
  'Financial Management › Payroll › Payroll /payroll (perm payroll-list)',
  'Financial Management › Payroll › My Payslips /payroll/my-payslips (roles School Admin+Teacher)',
  'Financial Management › Expense Management (roles School Admin, plan expenses, icon expenses)',
  'Financial Management › Expense Management › Expense Categories /expense-categories (perm expense-category-list)',
  'Financial Management › Expense Management › Expenses /expenses (perm expense-list)',
  'Financial Management › Inventory (roles School Admin, plan inventory, icon inventory)',
  'Financial Management › Inventory › Inventory Categories /inventory/categories',
  'Financial Management › Inventory › Inventory Items /inventory/items',
  'Financial Management › Inventory › Stock Transactions /inventory/transactions',
  'Academic Configuration › Classes and Subjects (roles School Admin, icon classes)',
  'Academic Configuration › Classes and Subjects › Classes /academics/class (perm class-list)',
  'Academic Configuration › Classes and Subjects › Sections /academics/section (perm section-list)',
  'Academic Configuration › Classes and Subjects › Subjects /academics/subject (perm subject-list)',
  'Academic Configuration › Classes and Subjects › Class Subjects /academics/class-subject (perm class-subject-list)',
  'Academic Configuration › Academic Structure (roles School Admin, icon academic)',
  'Academic Configuration › Academic Structure › Class Groups /academics/class-group (perm class-group-list)',
  'Academic Configuration › Academic Structure › Mediums /academics/medium (perm medium-list)',
  'Academic Configuration › Academic Structure › Streams /academics/stream (perm stream-list)',
  'Academic Configuration › Academic Structure › Semesters /academics/semester (perm semester-list)',
  'Academic Configuration › Academic Structure › Shifts /academics/shift (perm shift-list)',
  'Academic Configuration › Exams (plan exams, icon academic)',
  'Academic Configuration › Exams › Exams /exams (perm exam-list, staff only)',
  'Academic Configuration › Exams › Exam Schedule /exams/schedule (perm exam-list)',
  'Academic Configuration › Exams › Marks Entry /exams/marks (perm exam-marks)',
  'Academic Configuration › Exams › Results /exams/results (perm exam-list)',
  'Academic Configuration › Exams › Grading Scales /exams/grading-scales (perm exam-create)',
  'Academic Configuration › Exams › Report Cards /exams/report-cards (perm exam-list)',
  'Academic Configuration › Timetable (plan timetable, icon calendar)',
  'Academic Configuration › Timetable › Timetable /timetable (perm timetable-list)',
  'Academic Configuration › Timetable › My Day /timetable/my-day (perm timetable-list, staff only)',
  'Academic Configuration › Timetable › Substitutions /timetable/substitutions (perm substitution-manage)',
  'Academic Configuration › Timetable › Bell Schedules /timetable/bell-schedules (perm timetable-list, staff only)',
  'Academic Configuration › Timetable › Timetable Requirements /timetable/requirements (perm timetable-list, staff only)',
  'System Administration › School Settings (roles School Admin, icon settings)',
  'System Administration › School Settings › General Settings /school-settings',
  'System Administration › School Settings › Session Years /school-settings/session-years',
  'System Administration › Subscription /subscription (roles School Admin, icon subscription)',
  'System Administration › Database Backup /database-backup (roles School Admin, icon backup)',
  'System Administration › Notifications /notification-settings (perm notification-settings-list, plan notifications, icon megaphone, staff only)',
  'System Administration › Notification Log /notification-log (perm notification-settings-list, plan notifications, icon audit, staff only)',
  'System Administration › Custom Fields /custom-fields (perm custom-fields-list, plan records, icon settings, staff only)',
  'System Administration › Background Jobs /background-jobs (roles School Admin, icon settings)',
  'System Administration › Document Types /document-types (perm document-types-list, plan records, icon settings, staff only)',
  'System Administration › Audit Log /audit-log (roles School Admin, icon audit)',
];

const allItems = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...(i.type === 'sub' ? allItems(i.children) : [])]);

describe('the menu definition', () => {
  test('composed from the modules, it is the menu of SPEC §2 item for item', () => {
    expect(MENU.flatMap((s) => outline(s.items, `${s.title} › `))).toEqual(MENU_OUTLINE);
  });

  test('has the six sections of SPEC §2 in order', () => {
    expect(MENU.map((s) => s.title)).toEqual([
      'Overview',
      'Daily Operations',
      'People Management',
      'Financial Management',
      'Academic Configuration',
      'System Administration',
    ]);
  });

  test.each(ALL_SPEC_PRIVATE_ROUTES)('SPEC §2 route %s has a menu item', (route) => {
    expect(menuLinks(GUARDED_MENU).map((l) => l.path)).toContain(route);
  });

  test('every sidebar link is a SPEC §2 route and appears once among the staff and the guardian links', () => {
    const links = menuLinks(MENU);
    const guardians = links.filter((l) => l.roles?.length === 1 && l.roles[0] === 'Guardian');
    for (const group of [links.filter((l) => !guardians.includes(l)), guardians]) {
      const paths = group.map((l) => l.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
    for (const { path } of links) expect(ALL_SPEC_PRIVATE_ROUTES).toContain(path);
  });

  test('every permission named is in the catalogue', () => {
    for (const item of MENU.flatMap((s) => allItems(s.items)))
      for (const p of item.permissions ?? [])
        expect([item.title, isPermissionName(p)]).toEqual([item.title, true]);
  });

  test.each([
    ['Teachers'],
    ['Staff Management'],
    ['Expense Management'],
    ['Inventory'],
    ['Classes and Subjects'],
    ['Academic Structure'],
    ['School Settings'],
    ['Subscription'],
    ['Database Backup'],
    ['Leave Types and Settings'],
  ])('SPEC §6: %s is for School Admin only', (title) => {
    const item = MENU.flatMap((s) => allItems(s.items)).find((i) => i.title === title);
    expect(item?.roles).toEqual(['School Admin']);
  });

  test('every sub has children and every top-level item an icon', () => {
    for (const section of MENU)
      for (const item of section.items) {
        expect([item.title, Boolean(item.icon)]).toEqual([item.title, true]);
        if (item.type === 'sub') expect(item.children.length).toBeGreaterThan(0);
      }
  });
});
