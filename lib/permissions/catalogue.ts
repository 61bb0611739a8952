/**
 * The permission catalogue of SPEC §6. One list, used by the seed, the role editor,
 * the API's route declarations and the menu, so a name can never drift between them.
 */
export const CRUD_AREAS = [
  'fees',
  'fees-type',
  'fees-class',
  'attendance',
  'holiday',
  'announcement',
  'student',
  'teacher',
  'staff',
  'role',
  'guardian',
  'transfer-student',
  'class',
  'section',
  'class-group',
  'subject',
  'class-subject',
  'medium',
  'stream',
  'semester',
  'shift',
  'payroll',
  'payroll-settings',
  'expense-category',
  'expense',
  'notification-settings',
  'custom-fields',
  'documents',
  'document-types',
  'certificates',
  'exam',
  'timetable',
] as const;

export const CRUD_ACTIONS = ['list', 'create', 'edit', 'delete'] as const;

export const OTHER_PERMISSIONS = [
  'student-view',
  'student-admission-inquiry-list',
  'student-bulk-import',
  'approve-leave',
  'exam-marks',
  'exam-publish',
  'substitution-manage',
] as const;

type CrudPermission = `${(typeof CRUD_AREAS)[number]}-${(typeof CRUD_ACTIONS)[number]}`;
export type PermissionName = CrudPermission | (typeof OTHER_PERMISSIONS)[number];

export const PERMISSIONS: readonly PermissionName[] = [
  ...CRUD_AREAS.flatMap((area) =>
    CRUD_ACTIONS.map((action) => `${area}-${action}` as CrudPermission),
  ),
  ...OTHER_PERMISSIONS,
];

/** An area's four CRUD permissions (`crudOf('holiday')`: holiday-list ... holiday-delete). */
export const crudOf = (...areas: (typeof CRUD_AREAS)[number][]): PermissionName[] =>
  areas.flatMap((area) => CRUD_ACTIONS.map((action) => `${area}-${action}` as CrudPermission));

export function isPermissionName(name: string): name is PermissionName {
  return (PERMISSIONS as readonly string[]).includes(name);
}

/** Roles every school has; they cannot be renamed or deleted. */
export const RESERVED_ROLES = ['School Admin', 'Teacher', 'Guardian'] as const;
export type ReservedRole = (typeof RESERVED_ROLES)[number];
/** The role whose grants reach only the holder's own children, never school-wide figures. */
export const GUARDIAN_ROLE: ReservedRole = 'Guardian';

/** Whether a user holds a staff role (any role but Guardian): the screens' view of school-wide reach. */
export function holdsStaffRole(roles: readonly ({ name: string } | string)[]): boolean {
  return roles.some((r) => (typeof r === 'string' ? r : r.name) !== GUARDIAN_ROLE);
}

/** What each reserved role holds in a new school. School Admin holds everything. */
export const DEFAULT_ROLE_PERMISSIONS: Record<ReservedRole, readonly PermissionName[]> = {
  'School Admin': PERMISSIONS,
  Teacher: [
    'attendance-list',
    'attendance-create',
    'attendance-edit',
    'student-list',
    'student-view',
    'holiday-list',
    'announcement-list',
    'documents-list',
    'exam-list',
    'exam-marks',
    'timetable-list',
  ],
  Guardian: ['holiday-list', 'announcement-list', 'fees-list', 'exam-list', 'timetable-list'],
};

/** The fees permissions, held by the demo "Accountant" custom role. */
export const FEES_PERMISSIONS: readonly PermissionName[] = PERMISSIONS.filter((p) =>
  p.startsWith('fees-'),
);
