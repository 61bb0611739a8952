/** /student/admission-inquiries: leads, follow-ups, status, and conversion into an admission. */
import type { Metadata } from 'next';
import { InquiryScreen } from '@/components/people/inquiry-screen';
import { PageGuard } from '@/components/shell/page-guard';

export const metadata: Metadata = { title: 'Admission Inquiries' };

export default function Page() {
  return (
    <PageGuard path="/student/admission-inquiries">
      <InquiryScreen />
    </PageGuard>
  );
}
