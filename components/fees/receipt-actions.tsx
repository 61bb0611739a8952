'use client';
/** A receipt's print (the PDF in a new tab, where the browser's viewer prints it) and download, and a payment's cancellation with a reason. */
import { CancelWithReason } from '@/components/ui/cancel-with-reason';

export const receiptUrl = (paymentId: number) => `/api/fee-payments/${paymentId}/receipt.pdf`;

export function ReceiptLinks({ paymentId, receiptNo }: { paymentId: number; receiptNo: number }) {
  return (
    <span className="d-inline-flex gap-1">
      <a
        className="btn btn-sm btn-outline-secondary"
        href={receiptUrl(paymentId)}
        target="_blank"
        rel="noopener"
        aria-label={`Print receipt ${receiptNo}`}
      >
        Print
      </a>
      <a
        className="btn btn-sm btn-outline-secondary"
        href={`${receiptUrl(paymentId)}?download=1`}
        download={`receipt-${receiptNo}.pdf`}
        aria-label={`Download receipt ${receiptNo}`}
      >
        Download
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
  return (
    <CancelWithReason
      url={`/api/fee-payments/${paymentId}/cancel`}
      id={paymentId}
      className="ms-1"
      ariaLabel={`Cancel receipt ${receiptNo}`}
      title={`Cancel receipt ${receiptNo}`}
      explanation="The payment stays on record with its receipt number; reversing entries give the balance back."
      confirmLabel="Cancel payment"
      onDone={onDone}
    />
  );
}
