/** /teacher/add-teacher: a new teacher with staff profile and class/subject assignments. */
import type { Metadata } from 'next';
import { AddTeacherForm } from '@/components/people/add-teacher-form';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.addTeacher') };
}

export default async function Page() {
  const t = await getT('people');
  return (
    <PageGuard path="/teacher/add-teacher">
      <h1 className="h3 mb-4">{t('pages.addTeacher')}</h1>
      <AddTeacherForm />
    </PageGuard>
  );
}
