'use client';
/**
 * The tabs of a staff member's profile (issue 29), the same shape as a student's: overview,
 * leave (for those who decide leave), attendance (a School Admin's staff month), salary
 * structure and payslips (payroll-list), timeline (the audit log's entries about them), and
 * documents (the documents module's DocumentsTab, documents-list).
 */
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { useTranslations } from 'use-intl';
import { DocumentsTab, LeaveTab, loading, TimelineTab } from './lazy-tabs';
import type { ProfileTab } from './profile-tabs';

const SalaryTab = dynamic(() => import('./salary-tab').then((m) => m.SalaryTab), { loading });
const StaffAttendanceTab = dynamic(
  () => import('./staff-attendance-tab').then((m) => m.StaffAttendanceTab),
  { loading },
);

export function staffTabs({
  userId,
  overview,
  can,
  schoolAdmin,
  t,
}: {
  userId: number;
  overview: () => ReactNode;
  can: (permission: string) => boolean;
  schoolAdmin: boolean;
  t: ReturnType<typeof useTranslations<'profile'>>;
}): [ProfileTab, ...ProfileTab[]] {
  const tabs: (ProfileTab | false)[] = [
    can('documents-list') && {
      key: 'documents',
      title: t('tabs.documents'),
      render: () => <DocumentsTab owner="staff" ownerId={userId} />,
    },
    can('approve-leave') && {
      key: 'leave',
      title: t('tabs.leave'),
      render: () => <LeaveTab person={{ staff_user_id: userId }} />,
    },
    schoolAdmin && {
      key: 'attendance',
      title: t('tabs.attendance'),
      render: () => <StaffAttendanceTab userId={userId} />,
    },
    can('payroll-list') && {
      key: 'salary',
      title: t('tabs.salary'),
      render: () => <SalaryTab userId={userId} />,
    },
    {
      key: 'timeline',
      title: t('tabs.timeline'),
      render: () => <TimelineTab path={`/api/staff/${userId}/timeline`} />,
    },
  ];
  return [
    { key: 'overview', title: t('tabs.overview'), render: overview },
    ...tabs.filter((tab): tab is ProfileTab => tab !== false),
  ];
}
