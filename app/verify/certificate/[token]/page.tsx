/**
 * A certificate's or an ID card's verification page (issue 29), opened from the QR code printed
 * on it: public, no sign-in, on the school's own address, like a receipt's (app/verify/receipt).
 * A certificate shows its kind, serial and date; a card the class and whether the student is
 * still enrolled; the student only as initials. An unknown or tampered token, another school's
 * address or the provider's is "not found"
 * (GET /api/schools/by-subdomain/{subdomain}/certificates/{token} decides).
 */
import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { getT } from '@/lib/i18n/server';
import { verifiedPaper } from '../../verified-paper';

type Verified =
  | {
      paper: 'certificate';
      school_name: string;
      title: string;
      serial_no: number;
      issued_on_text: string;
      student_initials: string;
    }
  | {
      paper: 'id_card';
      school_name: string;
      student_initials: string;
      class_section_name: string;
      enrolled: boolean;
    };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('certificates'))('verify.title'), robots: { index: false } };
}

export default async function CertificateVerificationPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const { branding, paper: v } = await verifiedPaper<Verified>(
    (subdomain) =>
      `/api/schools/by-subdomain/${encodeURIComponent(subdomain)}/certificates/${encodeURIComponent(token)}`,
  );
  const t = await getT('certificates');
  return (
    <AuthFrame branding={branding} title={t('verify.title')}>
      <p className="alert alert-success" data-testid="certificate-check">
        {v.paper === 'certificate'
          ? t('verify.genuine', { school: v.school_name })
          : t('verify.cardGenuine', { school: v.school_name })}
      </p>
      {v.paper === 'certificate' ? (
        <dl className="row mb-0">
          <dt className="col-6">{t('verify.kind')}</dt>
          <dd className="col-6">{v.title}</dd>
          <dt className="col-6">{t('verify.serial')}</dt>
          <dd className="col-6">{v.serial_no}</dd>
          <dt className="col-6">{t('verify.date')}</dt>
          <dd className="col-6">{v.issued_on_text}</dd>
          <dt className="col-6">{t('verify.student')}</dt>
          <dd className="col-6">{v.student_initials}</dd>
        </dl>
      ) : (
        <dl className="row mb-0">
          <dt className="col-6">{t('verify.student')}</dt>
          <dd className="col-6">{v.student_initials}</dd>
          <dt className="col-6">{t('verify.class')}</dt>
          <dd className="col-6">{v.class_section_name}</dd>
          <dt className="col-6">{t('verify.status')}</dt>
          <dd className="col-6">{v.enrolled ? t('verify.enrolled') : t('verify.notEnrolled')}</dd>
        </dl>
      )}
      <p className="small text-body-secondary mt-3 mb-0">{t('verify.privacy')}</p>
    </AuthFrame>
  );
}
