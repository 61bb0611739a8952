'use client';
/** A receipt's print (the PDF in a new tab, where the browser's viewer prints it) and download, and a payment's cancellation with a reason. */
import { useTranslations } from 'use-intl';
import { CancelWithReason } from '@/components/ui/cancel-with-reason';

export const receiptUrl = (paymentId: number) => `/api/fee-payments/${paymentId}/receipt.pdf`;

export function ReceiptLinks({ paymentId, receiptNo }: { paymentId: number; receiptNo: number }) {
  const t = useTranslations('fees');
  const receipt = String(receiptNo);
  return (
    <span className="d-inline-flex gap-1">
      <a
        className="btn btn-sm btn-outline-secondary"
        href={receiptUrl(paymentId)}
        target="_blank"
        rel="noopener"
        aria-label={t('receipt.printLabel', { receipt })}
      >
        {t('receipt.print')}
      </a>
      <a
        className="btn btn-sm btn-outline-secondary"
        href={`${receiptUrl(paymentId)}?download=1`}
        download={`receipt-${receiptNo}.pdf`}
        aria-label={t('receipt.downloadLabel', { receipt })}
      >
        {t('receipt.download')}
      </a>
    </span>
  );
}

export function CancelPayment({
  paymentId,
  receiptNo,
  onDone,
}: {
  paymentId: number;
  receiptNo: number;
  onDone?: () => void;
}) {
  const t = useTranslations('fees');
  const receipt = String(receiptNo);
  return (
    <CancelWithReason
      url={`/api/fee-payments/${paymentId}/cancel`}
      id={paymentId}
      className="ms-1"
      ariaLabel={t('receipt.cancelTitle', { receipt })}
      title={t('receipt.cancelTitle', { receipt })}
      explanation={t('receipt.cancelExplanation')}
      confirmLabel={t('receipt.cancelConfirm')}
      onDone={onDone}
    />
  );
}

export const creditNoteUrl = (refundId: number) => `/api/fee-refunds/${refundId}/credit-note.pdf`;

/** The credit notes of a payment's refunds, each a link to its PDF. */
export function CreditNoteLinks({ refundIds }: { refundIds: number[] }) {
  const t = useTranslations('fees');
  return (
    <>
      {refundIds.map((id) => (
        <a
          key={id}
          className="btn btn-sm btn-outline-secondary"
          href={creditNoteUrl(id)}
          target="_blank"
          rel="noopener"
        >
          {t('refund.creditNote')}
        </a>
      ))}
    </>
  );
}
