'use client';
/**
 * The tabs of a student's profile (issue 29) and who sees each: the API refuses the same
 * (a teacher without fees-list gets no fees tab; a guardian sees their own child without the
 * staff's timeline). Documents and certificates are their modules' own components (contract
 * §1 of issue 29); a tab appears only once its component exists, never as an empty stand-in.
 */
import dynamic from 'next/dynamic';
import type { useTranslations } from 'use-intl';
import { StudentGuardians } from '@/components/people/student-guardians';
import type { StudentProfileData } from '@/components/people/student-types';
import { DocumentsTab, LeaveTab, loading, TimelineTab } from './lazy-tabs';
import type { ProfileTab } from './profile-tabs';
import { StudentOverview } from './student-overview';

const AttendanceTab = dynamic(() => import('./attendance-tab').then((m) => m.AttendanceTab), {
  loading,
});
const FeesTab = dynamic(() => import('./fees-tab').then((m) => m.FeesTab), { loading });
const CertificatesTab = dynamic(
  () => import('@/components/certificates/certificates-tab').then((m) => m.CertificatesTab),
  { loading },
);
const ExamsTab = dynamic(
  () => import('@/components/exams/results/exams-tab').then((m) => m.ExamsTab),
  { loading },
);

export function studentTabs({
  student,
  can,
  guardian,
  t,
}: {
  student: StudentProfileData;
  can: (permission: string) => boolean;
  guardian: boolean;
  t: ReturnType<typeof useTranslations<'profile'>>;
}): [ProfileTab, ...ProfileTab[]] {
  const staff = can('student-list') || can('student-view');
  const tabs: (ProfileTab | false)[] = [
    {
      key: 'guardians',
      title: t('tabs.guardians'),
      render: () => <StudentGuardians guardians={student.guardians} />,
    },
    (can('attendance-list') || guardian) && {
      key: 'attendance',
      title: t('tabs.attendance'),
      render: () => <AttendanceTab studentId={student.id} />,
    },
    can('fees-list') && {
      key: 'fees',
      title: t('tabs.fees'),
      render: () => <FeesTab studentId={student.id} />,
    },
    (can('approve-leave') || guardian) && {
      key: 'leave',
      title: t('tabs.leave'),
      render: () => <LeaveTab person={{ student_id: student.id }} />,
    },
    (can('documents-list') || guardian) && {
      key: 'documents',
      title: t('tabs.documents'),
      render: () => <DocumentsTab owner="student" ownerId={student.id} />,
    },
    can('certificates-list') && {
      key: 'certificates',
      title: t('tabs.certificates'),
      render: () => <CertificatesTab studentId={student.id} />,
    },
    (can('exam-list') || guardian) && {
      key: 'exams',
      title: t('tabs.exams'),
      render: () => <ExamsTab studentId={student.id} />,
    },
    staff && {
      key: 'timeline',
      title: t('tabs.timeline'),
      render: () => <TimelineTab path={`/api/students/${student.id}/timeline`} />,
    },
  ];
  return [
    {
      key: 'overview',
      title: t('tabs.overview'),
      render: () => <StudentOverview student={student} />,
    },
    ...tabs.filter((tab): tab is ProfileTab => tab !== false),
  ];
}
