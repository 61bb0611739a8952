'use client';
/** A receipt's print (the PDF in a new tab, where the browser's viewer prints it) and download, and a payment's cancellation with a reason. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { toast } from '@/components/ui/toast';
import { errorsOf, FieldError, postJson, type FieldErrors } from './shared';

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
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invalidate = useInvalidateAfterWrite();
  const cancel = async () => {
    try {
      const res = await postJson(`/api/fee-payments/${paymentId}/cancel`, { reason });
      toast.success(res.message);
      setOpen(false);
      await invalidate();
      onDone?.();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        className="ms-1"
        onClick={() => setOpen(true)}
        aria-label={`Cancel receipt ${receiptNo}`}
      >
        Cancel
      </Button>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Modal.Header closeButton>
          <Modal.Title className="h5">Cancel receipt {receiptNo}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            The payment stays on record with its receipt number; reversing entries give the balance
            back.
          </p>
          <Form.Group controlId={`cancel-reason-${paymentId}`}>
            <Form.Label>Reason</Form.Label>
            <Form.Control
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={Boolean(errors.reason)}
            />
            <FieldError errors={errors} name="reason" />
          </Form.Group>
          {errors._ && <p className="text-danger mt-2 mb-0">{errors._}</p>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void cancel()}>
            Cancel payment
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
