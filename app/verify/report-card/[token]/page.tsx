/**
 * A report card's verification page (issue 30), opened from the QR code printed on it: public,
 * no sign-in, on the school's own address, like a certificate's (app/verify/certificate). It
 * shows the school, the exam, the class, whether its results are published, and the student
 * only as initials. An unknown or tampered token, another school's address or the provider's
 * is "not found" (GET /api/schools/by-subdomain/{subdomain}/report-cards/{token} decides).
 */
import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { getT } from '@/lib/i18n/server';
import { verifiedPaper } from '../../verified-paper';

type Verified = {
  school_name: string;
  exam_name: string;
  student_initials: string;
  class_section_name: string;
  published: boolean;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('exams-results'))('verify.title'), robots: { index: false } };
}

export default async function ReportCardVerificationPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const { branding, paper: v } = await verifiedPaper<Verified>(
    (subdomain) =>
      `/api/schools/by-subdomain/${encodeURIComponent(subdomain)}/report-cards/${encodeURIComponent(token)}`,
  );
  const t = await getT('exams-results');
  return (
    <AuthFrame branding={branding} title={t('verify.title')}>
      <p className="alert alert-success" data-testid="report-card-check">
        {t('verify.genuine', { school: v.school_name })}
      </p>
      <dl className="row mb-0">
        <dt className="col-6">{t('verify.exam')}</dt>
        <dd className="col-6">{v.exam_name}</dd>
        <dt className="col-6">{t('verify.student')}</dt>
        <dd className="col-6">{v.student_initials}</dd>
        <dt className="col-6">{t('verify.class')}</dt>
        <dd className="col-6">{v.class_section_name}</dd>
        <dt className="col-6">{t('verify.status')}</dt>
        <dd className="col-6">{v.published ? t('verify.published') : t('verify.notPublished')}</dd>
      </dl>
      <p className="small text-body-secondary mt-3 mb-0">{t('verify.privacy')}</p>
    </AuthFrame>
  );
}
