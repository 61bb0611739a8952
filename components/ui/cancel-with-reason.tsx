'use client';
/**
 * Cancelling a financial record with a reason (a fee payment, an expense): a small button, a
 * dialog saying what cancelling keeps, the reason, and a POST of `{ reason }` to `url`. The
 * API's field message shows under the reason; after success every list refreshes.
 */
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { useInvalidateAfterWrite } from './invalidate';
import { toast } from './toast';

export function CancelWithReason(props: {
  url: string;
  /** The button's accessible name: "Cancel receipt 12". */
  ariaLabel: string;
  title: string;
  explanation: ReactNode;
  confirmLabel: string;
  /** Distinguishes the reason fields of several rows. */
  id: string | number;
  className?: string;
  onDone?: () => void;
}) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalidate = useInvalidateAfterWrite();
  const cancel = async () => {
    try {
      const res = await apiFetch<{ message: string }>(props.url, {
        method: 'POST',
        body: JSON.stringify({ reason }),
      });
      toast.success(res.message);
      setOpen(false);
      await invalidate();
      props.onDone?.();
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.data : null;
      setErrors(
        (fields as { errors?: Record<string, string> } | null)?.errors ?? {
          _: error instanceof Error ? error.message : t('cancelReason.failed'),
        },
      );
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline-danger"
        className={props.className}
        onClick={() => setOpen(true)}
        aria-label={props.ariaLabel}
      >
        {t('cancelReason.cancel')}
      </Button>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Modal.Header closeButton closeLabel={t('form.close')}>
          <Modal.Title className="h5">{props.title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>{props.explanation}</p>
          <Form.Group controlId={`cancel-reason-${props.id}`}>
            <Form.Label>{t('cancelReason.reason')}</Form.Label>
            <Form.Control
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              isInvalid={Boolean(errors.reason)}
            />
            <Form.Control.Feedback type="invalid">{errors.reason}</Form.Control.Feedback>
          </Form.Group>
          {errors._ && <p className="text-danger mt-2 mb-0">{errors._}</p>}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('cancelReason.keep')}
          </Button>
          <Button variant="danger" onClick={() => void cancel()}>
            {props.confirmLabel}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
