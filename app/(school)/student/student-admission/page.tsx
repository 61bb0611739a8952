/** /student/student-admission: the admission form and the admission applications. */
import type { Metadata } from 'next';
import { AdmissionForm } from '@/components/people/admission-form';
import { ApplicationList } from '@/components/people/application-list';
import { PageGuard } from '@/components/shell/page-guard';

const PATH = '/student/student-admission';
export const metadata: Metadata = { title: 'Student Admission' };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ inquiry?: string }>;
}) {
  const { inquiry } = await searchParams;
  const inquiryId = Number(inquiry);
  return (
    <PageGuard path={PATH}>
      <h1 className="h3 mb-4">Student Admission</h1>
      <AdmissionForm
        key={inquiry ?? 'new'}
        inquiryId={Number.isInteger(inquiryId) && inquiryId > 0 ? inquiryId : undefined}
      />
      <ApplicationList />
    </PageGuard>
  );
}
