'use client';
/**
 * The role editor's permissions in the page's language: lib/permissions/labels.ts groups and
 * names them in English (the API's and the audit log's words); this says the same areas and
 * actions from the catalogue. A permission or area it does not know keeps its English label.
 */
import { useTranslations } from 'use-intl';
import type { PermissionGroup, PermissionLabel } from '@/lib/permissions/labels';

export function usePermissionWords() {
  const t = useTranslations('people');
  const areas: Record<string, string> = {
    fees: t('permissions.area.fees'),
    'fees-type': t('permissions.area.feesType'),
    'fees-class': t('permissions.area.feesClass'),
    attendance: t('permissions.area.attendance'),
    holiday: t('permissions.area.holiday'),
    announcement: t('permissions.area.announcement'),
    student: t('permissions.area.student'),
    teacher: t('permissions.area.teacher'),
    staff: t('permissions.area.staff'),
    role: t('permissions.area.role'),
    guardian: t('permissions.area.guardian'),
    'transfer-student': t('permissions.area.transferStudent'),
    class: t('permissions.area.class'),
    section: t('permissions.area.section'),
    'class-group': t('permissions.area.classGroup'),
    subject: t('permissions.area.subject'),
    'class-subject': t('permissions.area.classSubject'),
    medium: t('permissions.area.medium'),
    stream: t('permissions.area.stream'),
    semester: t('permissions.area.semester'),
    shift: t('permissions.area.shift'),
    payroll: t('permissions.area.payroll'),
    'payroll-settings': t('permissions.area.payrollSettings'),
    'expense-category': t('permissions.area.expenseCategory'),
    expense: t('permissions.area.expense'),
    'notification-settings': t('permissions.area.notificationSettings'),
    'custom-fields': t('permissions.area.customFields'),
    documents: t('permissions.area.documents'),
    'document-types': t('permissions.area.documentTypes'),
    certificates: t('permissions.area.certificates'),
    leave: t('permissions.area.leave'),
    other: t('permissions.area.other'),
  };
  const actions: Record<string, string> = {
    list: t('permissions.action.list'),
    create: t('permissions.action.create'),
    edit: t('permissions.action.edit'),
    delete: t('permissions.action.delete'),
  };
  const others: Record<string, string> = {
    'student-view': t('permissions.other.studentView'),
    'student-admission-inquiry-list': t('permissions.other.inquiryList'),
    'student-bulk-import': t('permissions.other.bulkImport'),
    'approve-leave': t('permissions.other.approveLeave'),
  };
  return {
    area: (g: PermissionGroup) => areas[g.area] ?? g.areaName,
    label: (p: PermissionLabel) => {
      const action = /-(list|create|edit|delete)$/.exec(p.name)?.[1];
      return (
        others[p.name] ?? (action && p.area !== 'other' ? actions[action] : undefined) ?? p.label
      );
    },
  };
}
