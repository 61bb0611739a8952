/** /teacher/add-teacher: a new teacher with staff profile and class/subject assignments. */
import type { Metadata } from 'next';
import { AddTeacherForm } from '@/components/people/add-teacher-form';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Add Teacher' };

export default function Page() {
  return (
    <PageGuard path="/teacher/add-teacher">
      <h1 className="h3 mb-4">Add Teacher</h1>
      <AddTeacherForm />
    </PageGuard>
  );
}
