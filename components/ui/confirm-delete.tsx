'use client';
/** Delete with confirmation: the dialog names the record; the API's refusal (409) is a toast. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { toast } from '@/components/ui/toast';

type Props = {
  what: string;
  remove: () => Promise<{ message: string }>;
  onDone: () => void;
};

export function ConfirmDelete({ what, remove, onDone }: Props) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      toast.success((await remove()).message);
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'It was not deleted.');
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onDone} aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-delete-title" as="h2" className="h5">
          Delete {what}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>The {what} will be removed for good; this cannot be undone.</p>
        <p className="mb-0">
          If anything still uses it, nothing is deleted and you are told what still uses it.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
