/** /student/student-admission: the admission form and the admission applications. */
import type { Metadata } from 'next';
import { AdmissionForm } from '@/components/people/admission-form';
import { ApplicationList } from '@/components/people/application-list';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

const PATH = '/student/student-admission';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.studentAdmission') };
}

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<{ inquiry?: string }>;
}) {
  const t = await getT('people');
  const { inquiry } = await searchParams;
  const inquiryId = Number(inquiry);
  return (
    <PageGuard path={PATH}>
      <h1 className="h3 mb-4">{t('pages.studentAdmission')}</h1>
      <AdmissionForm
        key={inquiry ?? 'new'}
        inquiryId={Number.isInteger(inquiryId) && inquiryId > 0 ? inquiryId : undefined}
      />
      <ApplicationList />
    </PageGuard>
  );
}
