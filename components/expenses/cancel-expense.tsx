'use client';
/** Cancelling an expense with a reason: it stays in the book, marked, out of every total. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { errorsOf, FieldError, postJson, type FieldErrors } from '@/components/fees/shared';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { toast } from '@/components/ui/toast';
import type { ExpenseRow } from '@/lib/api/modules/expenses/lists';

export function CancelExpense({ row }: { row: ExpenseRow }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const invalidate = useInvalidateAfterWrite();
  const cancel = async () => {
    try {
      const res = await postJson(`/api/expenses/${row.id}/cancel`, { reason });
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
        variant="outline-danger"
        onClick={() => setOpen(true)}
        aria-label={`Cancel ${row.title}`}
      >
        Cancel
      </Button>
      <Modal show={open} onHide={() => setOpen(false)} aria-labelledby={`cancel-${row.id}`}>
        <Modal.Header closeButton>
          <Modal.Title id={`cancel-${row.id}`} as="h2" className="h5">
            Cancel “{row.title}”
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>
            The expense stays in the book, marked cancelled with the reason, and no longer counts in
            any total.
          </p>
          <Form.Group controlId={`cancel-reason-${row.id}`}>
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
            Cancel expense
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
