/** /teacher/teacher-details: teachers, their staff profile and assignments. */
import type { Metadata } from 'next';
import { TeacherScreen } from '@/components/people/teacher-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Teacher Details' };

export default function Page() {
  return (
    <PageGuard path="/teacher/teacher-details">
      <TeacherScreen />
    </PageGuard>
  );
}
