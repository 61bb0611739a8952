/**
 * THE menu of the school app: every private route of SPEC §2 in the six sidebar sections,
 * each with the roles and permissions of SPEC §6. The sidebar draws it (filtered for the
 * user), the server-side page guard reads it, and the tests walk it, so a screen is
 * reachable exactly when its menu item is visible.
 *
 * Where SPEC §6 names a role for a whole area (Teachers, Staff Management, ...), the role sits
 * on the sub-menu and its children carry the area's permission. Where it names nothing, the
 * item needs the area's `-list` permission; screens that create (admission, fee structures)
 * need the `-create` permission instead, so a user who may only read is not sent to a form.
 */
import type { Menu } from './types';

const SCHOOL_ADMIN = ['School Admin'] as const;

/*
 * The dashboard. SPEC §6 lists it as School Admin only, while SPEC §4 sends everyone but a
 * Teacher to /dashboard after login (a Guardian, an Accountant). We keep the landing rule and
 * show the Dashboard item to every signed-in user: the page shows only what the user may see
 * (GET /api/dashboard-stats returns only the counts the caller may list; the fee summary needs
 * fees-list). Hiding the item while still landing users on the page would break the rule that
 * a screen is reachable exactly when its menu item is visible — or would send them to a 403.
 */
export const DASHBOARD_PATH = '/dashboard';

export const MENU: Menu = [
  {
    title: 'Overview',
    items: [{ type: 'link', title: 'Dashboard', path: DASHBOARD_PATH, icon: 'dashboard' }],
  },
  {
    title: 'Daily Operations',
    items: [
      {
        type: 'sub',
        title: 'Student Fees',
        module: 'fees',
        icon: 'fees',
        children: [
          {
            type: 'link',
            title: 'Collect Fee',
            path: '/fees/student-fees',
            permissions: ['fees-list'],
          },
          {
            type: 'link',
            title: 'Fees Payment History',
            path: '/fees/fees-transaction-logs',
            permissions: ['fees-list'],
          },
        ],
      },
      {
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
        ],
      },
      {
        // SPEC §6: the Teacher Attendance children have no permission requirement.
        type: 'sub',
        title: 'Teacher Attendance',
        module: 'attendance',
        icon: 'teacher-attendance',
        children: [
          { type: 'link', title: 'Mark Teacher Attendance', path: '/teacher/attendance' },
          { type: 'link', title: 'Attendance Records', path: '/teacher/attendance-records' },
        ],
      },
      {
        type: 'sub',
        title: 'Leave',
        module: 'leave',
        icon: 'leave',
        children: [
          // SPEC §6: applying and one's own leaves need no permission.
          { type: 'link', title: 'Apply Leave', path: '/leave/create' },
          { type: 'link', title: 'My Leaves', path: '/leave' },
          {
            type: 'link',
            title: 'Leave Requests',
            path: '/leave/requests',
            permissions: ['approve-leave'],
          },
          {
            type: 'link',
            title: 'Leave Reports',
            path: '/leave/report',
            permissions: ['approve-leave'],
          },
          {
            type: 'link',
            title: 'Leave Types and Settings',
            module: 'leave',
            path: '/leave-master',
            roles: SCHOOL_ADMIN,
          },
        ],
      },
      {
        type: 'link',
        title: 'Holidays',
        module: 'holidays',
        path: '/holidays',
        icon: 'calendar',
        permissions: ['holiday-list'],
      },
      {
        type: 'link',
        title: 'Announcements',
        module: 'announcements',
        path: '/announcements',
        icon: 'megaphone',
        permissions: ['announcement-list'],
      },
    ],
  },
  {
    title: 'People Management',
    items: [
      {
        type: 'sub',
        title: 'Students',
        icon: 'students',
        children: [
          {
            type: 'link',
            title: 'Student Admission',
            path: '/student/student-admission',
            permissions: ['student-create'],
          },
          {
            type: 'link',
            title: 'Admission Inquiries',
            path: '/student/admission-inquiries',
            permissions: ['student-admission-inquiry-list'],
          },
          {
            type: 'link',
            title: 'Student Details',
            path: '/student/student-details',
            permissions: ['student-list'],
          },
          {
            // SPEC §6: School Admin and Guardian; a Guardian sees their own record.
            type: 'link',
            title: 'Guardian Details',
            path: '/guardian',
            roles: ['School Admin', 'Guardian'],
          },
          {
            type: 'link',
            title: 'Transfer Students',
            path: '/academics/transfer-student',
            permissions: ['transfer-student-list'],
          },
          {
            type: 'link',
            title: 'Bulk Import Students',
            path: '/student/add-bulk-data',
            permissions: ['student-bulk-import'],
          },
        ],
      },
      {
        type: 'sub',
        title: 'Teachers',
        icon: 'teachers',
        roles: SCHOOL_ADMIN,
        children: [
          {
            type: 'link',
            title: 'Add Teacher',
            path: '/teacher/add-teacher',
            permissions: ['teacher-create'],
          },
          {
            type: 'link',
            title: 'Teacher Details',
            path: '/teacher/teacher-details',
            permissions: ['teacher-list'],
          },
          {
            type: 'link',
            title: 'Bulk Upload Teachers',
            path: '/teacher/bulk-upload',
            permissions: ['teacher-create'],
          },
          {
            type: 'link',
            title: 'Class Teachers',
            path: '/academics/class-section',
            permissions: ['teacher-list'],
          },
        ],
      },
      {
        type: 'sub',
        title: 'Staff Management',
        icon: 'staff',
        roles: SCHOOL_ADMIN,
        children: [
          { type: 'link', title: 'Staff', path: '/staff', permissions: ['staff-list'] },
          {
            type: 'link',
            title: 'Roles and Permissions',
            path: '/roles',
            permissions: ['role-list'],
          },
          {
            type: 'link',
            title: 'Salary Structure',
            module: 'payroll',
            path: '/staff/salary-structure',
            permissions: ['staff-list'],
          },
        ],
      },
    ],
  },
  {
    title: 'Financial Management',
    items: [
      {
        type: 'sub',
        title: 'Fee Setup',
        module: 'fees',
        icon: 'fee-setup',
        children: [
          {
            type: 'link',
            title: 'Fee Types',
            path: '/fees/fees-type',
            permissions: ['fees-type-list'],
          },
          {
            type: 'link',
            title: 'Create Fee Structure',
            path: '/fees/create-fees-structure',
            permissions: ['fees-create'],
          },
          {
            type: 'link',
            title: 'Custom Fees',
            path: '/fees/create-custom-fee',
            permissions: ['fees-create'],
          },
          {
            type: 'link',
            title: 'Fee Structures',
            path: '/fees/view-fees-structure',
            permissions: ['fees-list'],
          },
          {
            type: 'link',
            title: 'Fee Waivers',
            path: '/fees/create-fee-wavier',
            permissions: ['fees-create'],
          },
          {
            type: 'link',
            title: 'Assign Student Fees',
            path: '/fees/assign-student-fees',
            permissions: ['fees-class-list'],
          },
        ],
      },
      {
        type: 'sub',
        title: 'Payroll',
        module: 'payroll',
        icon: 'payroll',
        children: [
          {
            type: 'link',
            title: 'Payroll Settings',
            path: '/payroll-settings',
            permissions: ['payroll-settings-list'],
          },
          { type: 'link', title: 'Payroll', path: '/payroll', permissions: ['payroll-list'] },
          // Not in SPEC §2: a staff member's own payslips (issue 13).
          {
            type: 'link',
            title: 'My Payslips',
            path: '/payroll/my-payslips',
            roles: ['School Admin', 'Teacher'],
          },
        ],
      },
      {
        type: 'sub',
        title: 'Expense Management',
        module: 'expenses',
        icon: 'expenses',
        roles: SCHOOL_ADMIN,
        children: [
          {
            type: 'link',
            title: 'Expense Categories',
            path: '/expense-categories',
            permissions: ['expense-category-list'],
          },
          {
            type: 'link',
            title: 'Expenses',
            path: '/expenses',
            permissions: ['expense-list'],
          },
        ],
      },
      {
        // SPEC §6: School Admin only; the children need no permission.
        type: 'sub',
        title: 'Inventory',
        module: 'inventory',
        icon: 'inventory',
        roles: SCHOOL_ADMIN,
        children: [
          { type: 'link', title: 'Inventory Categories', path: '/inventory/categories' },
          { type: 'link', title: 'Inventory Items', path: '/inventory/items' },
          { type: 'link', title: 'Stock Transactions', path: '/inventory/transactions' },
        ],
      },
    ],
  },
  {
    title: 'Academic Configuration',
    items: [
      {
        type: 'sub',
        title: 'Classes and Subjects',
        icon: 'classes',
        roles: SCHOOL_ADMIN,
        children: [
          { type: 'link', title: 'Classes', path: '/academics/class', permissions: ['class-list'] },
          {
            type: 'link',
            title: 'Sections',
            path: '/academics/section',
            permissions: ['section-list'],
          },
          {
            type: 'link',
            title: 'Subjects',
            path: '/academics/subject',
            permissions: ['subject-list'],
          },
          {
            type: 'link',
            title: 'Class Subjects',
            path: '/academics/class-subject',
            permissions: ['class-subject-list'],
          },
        ],
      },
      {
        type: 'sub',
        title: 'Academic Structure',
        icon: 'academic',
        roles: SCHOOL_ADMIN,
        children: [
          {
            type: 'link',
            title: 'Class Groups',
            path: '/academics/class-group',
            permissions: ['class-group-list'],
          },
          {
            type: 'link',
            title: 'Mediums',
            path: '/academics/medium',
            permissions: ['medium-list'],
          },
          {
            type: 'link',
            title: 'Streams',
            path: '/academics/stream',
            permissions: ['stream-list'],
          },
          {
            type: 'link',
            title: 'Semesters',
            path: '/academics/semester',
            permissions: ['semester-list'],
          },
          { type: 'link', title: 'Shifts', path: '/academics/shift', permissions: ['shift-list'] },
        ],
      },
    ],
  },
  {
    title: 'System Administration',
    items: [
      {
        type: 'sub',
        title: 'School Settings',
        icon: 'settings',
        roles: SCHOOL_ADMIN,
        children: [
          { type: 'link', title: 'General Settings', path: '/school-settings' },
          { type: 'link', title: 'Session Years', path: '/school-settings/session-years' },
        ],
      },
      {
        type: 'link',
        title: 'Subscription',
        path: '/subscription',
        icon: 'subscription',
        roles: SCHOOL_ADMIN,
      },
      {
        type: 'link',
        title: 'Database Backup',
        path: '/database-backup',
        icon: 'backup',
        roles: SCHOOL_ADMIN,
      },
      {
        type: 'link',
        title: 'Audit Log',
        path: '/audit-log',
        icon: 'audit',
        roles: SCHOOL_ADMIN,
      },
    ],
  },
];

/** The profile dropdown (SPEC §2): Account for everyone, Settings for School Admin only. */
export const PROFILE_MENU: Menu = [
  {
    title: 'Profile',
    items: [
      { type: 'link', title: 'Account', path: '/app/users/profile', icon: 'account' },
      {
        type: 'link',
        title: 'Settings',
        path: '/school-settings',
        icon: 'settings',
        roles: SCHOOL_ADMIN,
      },
    ],
  },
];

/** Both menus, as the page guard reads them: a path is open if an item for it is visible in either. */
export const GUARDED_MENU: Menu = [...MENU, ...PROFILE_MENU];
