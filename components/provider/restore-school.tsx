'use client';
/**
 * "Restore a school from a backup" in the provider's schools tab: a school's archive restored
 * as a new school under the subdomain typed here (its name the archive's unless another is
 * given). The server checks the archive before creating anything; a refusal shows on its field
 * (the file, or a taken or invalid subdomain). On success the new school is shown, and the
 * schools list reloads with it.
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { ArchiveFileField, restoreFieldErrors } from '@/components/backup/archive-file-field';
import { PlainText } from '@/components/ui/plain-fields';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';

type Restored = {
  name: string;
  subdomain: string;
  school_code: string;
  address: string;
  from: { name: string; subdomain: string };
};

export function RestoreSchoolButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" className="mb-3" onClick={() => setOpen(true)}>
        Restore a school from a backup
      </Button>
      {open && <RestoreSchoolDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function RestoreSchoolDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [subdomain, setSubdomain] = useState('');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState<Restored | null>(null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setErrors({});
    const form = new FormData();
    form.set('file', file);
    form.set('subdomain', subdomain.trim());
    form.set('name', name.trim());
    try {
      const res = await apiFetch<{ data: Restored; message: string }>(
        '/api/provider/schools/restore',
        { method: 'POST', body: form },
      );
      toast.success(res.message);
      setRestored(res.data);
      await queryClient.invalidateQueries({ queryKey: ['provider'] });
    } catch (error) {
      const fields = restoreFieldErrors(error);
      if (fields) setErrors(fields);
      else toast.error(error instanceof Error ? error.message : 'The school was not restored.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={busy ? undefined : onClose} aria-labelledby="restore-school-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton={!busy}>
          <Modal.Title id="restore-school-title" as="h2" className="h5">
            Restore a school from a backup
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {restored ? (
            <Alert variant="success" className="mb-0">
              <strong>{restored.name}</strong> is restored from the backup of {restored.from.name}:
              subdomain <strong>{restored.subdomain}</strong>, code{' '}
              <strong>{restored.school_code}</strong>, at{' '}
              <a href={restored.address}>{restored.address}</a>. Its people sign in with the
              passwords they had in the backup.
            </Alert>
          ) : (
            <>
              <p className="text-muted small">
                The backup&apos;s school becomes a new school here, with every record and file of
                the archive; the school it came from is not changed. It starts without a plan.
              </p>
              <ArchiveFileField id="restore-school-file" error={errors.file} onChange={setFile} />
              <PlainText
                id="restore-school-subdomain"
                label="New subdomain"
                value={subdomain}
                onChange={setSubdomain}
                error={errors.subdomain}
              />
              <PlainText
                id="restore-school-name"
                label="School name"
                hint="Leave empty to keep the name in the backup."
                value={name}
                onChange={setName}
                error={errors.name}
              />
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {restored ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={!file || !subdomain.trim() || busy}>
                {busy ? 'Checking and restoring…' : 'Restore as a new school'}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
