/** /student/student-details: search and filter students; a profile with guardians and history. */
import type { Metadata } from 'next';
import { StudentDetailsScreen } from '@/components/people/student-details-screen';
import { PageGuard } from '@/components/shell/page-guard';

const PATH = '/student/student-details';
export const metadata: Metadata = { title: 'Student Details' };

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ student?: string; guardian?: string }>;
}) {
  const { student, guardian } = await searchParams;
  return (
    <PageGuard path={PATH}>
      <h1 className="h3 mb-4">Student Details</h1>
      <StudentDetailsScreen studentId={positive(student)} guardianId={positive(guardian)} />
    </PageGuard>
  );
}
