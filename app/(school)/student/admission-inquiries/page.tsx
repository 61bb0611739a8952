/** /student/admission-inquiries: leads, follow-ups, status, and conversion into an admission. */
import type { Metadata } from 'next';
import { InquiryScreen } from '@/components/people/inquiry-screen';
import { PageGuard } from '@/components/shell/page-guard';
import { getT } from '@/lib/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getT('people');
  return { title: t('pages.admissionInquiries') };
}

export default function Page() {
  return (
    <PageGuard path="/student/admission-inquiries">
      <InquiryScreen />
    </PageGuard>
  );
}
