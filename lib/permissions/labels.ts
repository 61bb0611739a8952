/**
 * Permissions in words, grouped by area, for people choosing them (the role editor): "Students
 * — See the list, Add, Edit…" rather than `student-list`. Pure; the catalogue stays the source
 * of the names, this only says them.
 */
import { CRUD_AREAS } from './catalogue';

const AREA_NAMES: Record<string, string> = {
  fees: 'Fees',
  'fees-type': 'Fee types',
  'fees-class': 'Class fees',
  attendance: 'Attendance',
  holiday: 'Holidays',
  announcement: 'Announcements',
  student: 'Students',
  teacher: 'Teachers',
  staff: 'Staff',
  role: 'Roles',
  guardian: 'Guardians',
  'transfer-student': 'Student transfers',
  class: 'Classes',
  section: 'Sections',
  'class-group': 'Class groups',
  subject: 'Subjects',
  'class-subject': 'Class subjects',
  medium: 'Mediums',
  stream: 'Streams',
  semester: 'Semesters',
  shift: 'Shifts',
  payroll: 'Payroll',
  'payroll-settings': 'Payroll settings',
  'expense-category': 'Expense categories',
  expense: 'Expenses',
  'notification-settings': 'Notification settings',
  'custom-fields': 'Custom fields',
  documents: 'Documents',
  'document-types': 'Document types',
  certificates: 'Certificates and ID cards',
  exam: 'Exams',
  timetable: 'Timetable',
  leave: 'Leave',
};

const ACTION_NAMES: Record<string, string> = {
  list: 'See the list',
  create: 'Add',
  edit: 'Edit',
  delete: 'Delete',
};

/** The permissions that are not an area's list/create/edit/delete. */
const OTHER_LABELS: Record<string, { area: string; label: string }> = {
  'student-view': { area: 'student', label: 'Open a profile' },
  'student-admission-inquiry-list': { area: 'student', label: 'See admission inquiries' },
  'student-bulk-import': { area: 'student', label: 'Import in bulk' },
  'approve-leave': { area: 'leave', label: 'Approve leave' },
  'exam-marks': { area: 'exam', label: 'Enter marks' },
  'exam-publish': { area: 'exam', label: 'Publish results' },
  'substitution-manage': { area: 'timetable', label: 'Assign substitutes' },
};

const AREA_ORDER = [...CRUD_AREAS, 'leave'] as string[];

export type PermissionLabel = { name: string; area: string; areaName: string; label: string };

/** `student-list` → Students · See the list. An unknown name is shown as it is, under "Other". */
export function permissionLabel(name: string): PermissionLabel {
  const other = OTHER_LABELS[name];
  if (other) return { name, area: other.area, areaName: AREA_NAMES[other.area]!, label: other.label };
  const match = /^(.+)-(list|create|edit|delete)$/.exec(name);
  if (match && AREA_NAMES[match[1]!])
    return {
      name,
      area: match[1]!,
      areaName: AREA_NAMES[match[1]!]!,
      label: ACTION_NAMES[match[2]!]!,
    };
  return { name, area: 'other', areaName: 'Other', label: name };
}

export type PermissionGroup = { area: string; areaName: string; permissions: PermissionLabel[] };

/** Names grouped by area, areas in catalogue order, actions as listed (list, create, ...). */
export function groupPermissions(names: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, PermissionGroup>();
  for (const label of names.map(permissionLabel)) {
    const group = groups.get(label.area) ?? {
      area: label.area,
      areaName: label.areaName,
      permissions: [],
    };
    group.permissions.push(label);
    groups.set(label.area, group);
  }
  const rank = (area: string) => {
    const i = AREA_ORDER.indexOf(area);
    return i === -1 ? AREA_ORDER.length : i;
  };
  return [...groups.values()].sort((a, b) => rank(a.area) - rank(b.area));
}
