'use client';
/**
 * /teacher/attendance, the Teacher's landing page: one's own status today and this month,
 * the way to one's class's attendance, and for a School Admin the staff's marking for a date.
 */
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { MyAttendanceCard } from './my-attendance-card';
import { StaffMarking } from './staff-marking';

export function TeacherAttendanceScreen({
  name,
  isStaff,
  isAdmin,
  canMarkClasses,
}: {
  name: string;
  isStaff: boolean;
  isAdmin: boolean;
  canMarkClasses: boolean;
}) {
  const t = useTranslations('attendance');
  if (!isStaff)
    return (
      <>
        <h1 className="h3 mb-3">{t('teacher.title')}</h1>
        <p>{t('teacher.staffOnly')}</p>
      </>
    );
  return (
    <>
      <h1 className="h3 mb-3">{t('teacher.title')}</h1>
      <MyAttendanceCard name={name} />
      {canMarkClasses && (
        <p>
          <Link href="/attendance/mark-attendance">{t('teacher.takeClass')}</Link>
        </p>
      )}
      {isAdmin && <StaffMarking />}
    </>
  );
}
