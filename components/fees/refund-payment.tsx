'use client';
/**
 * Refunding a payment (POST /api/fee-payments/{id}/refunds): a dialog with the amount (at most
 * what the payment brought less earlier refunds; the API says what is left when it is more)
 * and the reason, which is required. The refund adds back to what the student owes and issues
 * a numbered credit note; every list refreshes after.
 */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { toast } from '@/components/ui/toast';
import {
  errorsOf,
  FieldError,
  MoneyField,
  postJson,
  useMoneyInput,
  type FieldErrors,
} from './shared';

export function RefundPayment(props: { paymentId: number; receiptNo: number; refundable: number }) {
  const t = useTranslations('fees');
  const common = useTranslations('common');
  const [open, setOpen] = useState(false);
  const amount = useMoneyInput(props.refundable);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invalidate = useInvalidateAfterWrite();
  const receipt = String(props.receiptNo);
  const save = async () => {
    if (amount.minor === null) return setErrors({ amount: t('payment.amountRequired') });
    try {
      const res = await postJson(`/api/fee-payments/${props.paymentId}/refunds`, {
        amount: amount.minor,
        reason,
      });
      toast.success(res.message);
      setOpen(false);
      await invalidate();
    } catch (error) {
      setErrors(errorsOf(error));
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        onClick={() => setOpen(true)}
        aria-label={t('refund.title', { receipt })}
      >
        {t('refund.open')}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Modal.Header closeButton closeLabel={common('form.close')}>
          <Modal.Title className="h5">{t('refund.title', { receipt })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{t('refund.explanation')}</p>
          <MoneyField
            id={`refund-amount-${props.paymentId}`}
            label={t('refund.amount')}
            input={amount}
            error={errors.amount}
          />
          <Form.Group controlId={`refund-reason-${props.paymentId}`}>
            <Form.Label>{t('refund.reason')}</Form.Label>
            <Form.Control
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={Boolean(errors.reason)}
            />
            <Form.Control.Feedback type="invalid">{errors.reason}</Form.Control.Feedback>
          </Form.Group>
          <FieldError errors={errors} name="_" />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {common('cancelReason.keep')}
          </Button>
          <Button variant="warning" onClick={() => void save()}>
            {t('refund.confirm')}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
