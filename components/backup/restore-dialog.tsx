'use client';
/**
 * Restoring the school from an archive: choose the file, type the school's subdomain to
 * confirm, and the server checks the archive before changing anything. A refusal (another
 * school's archive, a damaged or altered one) is shown on the field it concerns.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { ArchiveFileField, RestoreModal, useRestoreUpload } from './restore-parts';

type Props = { subdomain: string; onClose: () => void; onRestored: () => void };

export function RestoreDialog({ subdomain, onClose, onRestored }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState('');
  const upload = useRestoreUpload<unknown>('/api/backups/restore');
  const errors = upload.errors;
  const ready = file !== null && confirm.trim().toLowerCase() === subdomain;

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('confirm', confirm.trim());
    if (await upload.send(form)) onRestored();
  };

  return (
    <RestoreModal
      id="restore-title"
      title="Restore the school from a backup"
      busy={upload.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Restore"
      submitVariant="danger"
      ready={ready}
    >
      <Alert variant="warning">
        Every record of the school is replaced by the backup&apos;s: changes made since it was taken
        are lost. The archive is checked first; if anything is wrong with it, nothing changes.
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
    </RestoreModal>
  );
}
