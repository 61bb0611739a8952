/** /teacher/teacher-details: teachers, their staff profile and assignments. */
import type { Metadata } from 'next';
import { TeacherScreen } from '@/components/people/teacher-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.teacherDetails') };
}

export default function Page() {
  return (
    <PageGuard path="/teacher/teacher-details">
      <TeacherScreen />
    </PageGuard>
  );
}
