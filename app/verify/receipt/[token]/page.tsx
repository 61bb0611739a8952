/**
 * A receipt's verification page (issue 27), opened from the QR code printed on it: public, no
 * sign-in, on the school's own address. It shows that the school issued the receipt, its number,
 * date and amount, the student only as initials, and whether it was cancelled; an unknown or
 * tampered token, another school's address or the provider's is "not found"
 * (GET /api/schools/by-subdomain/{subdomain}/receipts/{token} decides).
 */
import type { Metadata } from 'next';
import { AuthFrame } from '@/components/auth/auth-frame';
import { getT } from '@/lib/i18n/server';
import { verifiedPaper } from '../../verified-paper';

type Verified = {
  school_name: string;
  receipt_no: number;
  paid_on_text: string;
  amount_text: string;
  student_initials: string;
  status: 'paid' | 'cancelled';
  cancelled_on_text: string | null;
};

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getT('public'))('receiptCheck.title'), robots: { index: false } };
}

export default async function ReceiptVerificationPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const { branding, paper: r } = await verifiedPaper<Verified>(
    (subdomain) =>
      `/api/schools/by-subdomain/${encodeURIComponent(subdomain)}/receipts/${encodeURIComponent(token)}`,
  );
  const t = await getT('public');
  const cancelled = r.status === 'cancelled';
  return (
    <AuthFrame branding={branding} title={t('receiptCheck.title')}>
      <p
        className={`alert ${cancelled ? 'alert-danger' : 'alert-success'}`}
        data-testid="receipt-check"
      >
        {cancelled
          ? t('receiptCheck.cancelled', { school: r.school_name, date: r.cancelled_on_text ?? '' })
          : t('receiptCheck.genuine', { school: r.school_name })}
      </p>
      <dl className="row mb-0">
        <dt className="col-6">{t('receiptCheck.number')}</dt>
        <dd className="col-6">{r.receipt_no}</dd>
        <dt className="col-6">{t('receiptCheck.date')}</dt>
        <dd className="col-6">{r.paid_on_text}</dd>
        <dt className="col-6">{t('receiptCheck.amount')}</dt>
        <dd className="col-6">{r.amount_text}</dd>
        <dt className="col-6">{t('receiptCheck.student')}</dt>
        <dd className="col-6">{r.student_initials}</dd>
      </dl>
      <p className="small text-body-secondary mt-3 mb-0">{t('receiptCheck.privacy')}</p>
    </AuthFrame>
  );
}
