'use client';
/**
 * Restoring the school from an archive: choose the file, type the school's subdomain to
 * confirm, and the server checks the archive before changing anything. A refusal (another
 * school's archive, a damaged or altered one) is shown on the field it concerns.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import { ArchiveFileField, restoreFieldErrors } from './archive-file-field';

type Props = { subdomain: string; onClose: () => void; onRestored: () => void };

export function RestoreDialog({ subdomain, onClose, onRestored }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ready = file !== null && confirm.trim().toLowerCase() === subdomain;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setErrors({});
    const form = new FormData();
    form.set('file', file);
    form.set('confirm', confirm.trim());
    try {
      const res = await apiFetch<{ message: string }>('/api/backups/restore', {
        method: 'POST',
        body: form,
      });
      toast.success(res.message);
      onRestored();
    } catch (error) {
      const fields = restoreFieldErrors(error);
      if (fields) setErrors(fields);
      else toast.error(error instanceof Error ? error.message : 'The school was not restored.');
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={busy ? undefined : onClose} aria-labelledby="restore-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="restore-title" as="h2" className="h5">
            Restore the school from a backup
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Alert variant="warning">
            Every record of the school is replaced by the backup&apos;s: changes made since it was
            taken are lost. The archive is checked first; if anything is wrong with it, nothing
            changes.
          </Alert>
          <ArchiveFileField id="restore-file" error={errors.file} onChange={setFile} />
          <Form.Group controlId="restore-confirm">
            <Form.Label>
              Type <strong>{subdomain}</strong> to confirm
            </Form.Label>
            <Form.Control
              value={confirm}
              autoComplete="off"
              isInvalid={Boolean(errors.confirm)}
              onChange={(e) => setConfirm(e.target.value)}
            />
            <Form.Control.Feedback type="invalid">{errors.confirm}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" disabled={!ready || busy}>
            {busy ? 'Checking and restoring…' : 'Restore'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
