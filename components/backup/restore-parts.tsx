'use client';
/**
 * What the two restore dialogs share (a school restoring itself, the provider restoring an
 * archive as a new school): the modal around the form, the archive's file field, and sending
 * the multipart form — a refusal's messages go on their fields, any other failure is a toast.
 */
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';

export function ArchiveFileField(props: {
  id: string;
  error?: string;
  onChange: (file: File | null) => void;
}) {
  const t = useTranslations('backup');
  return (
    <Form.Group className="mb-3" controlId={props.id}>
      <Form.Label>{t('restore.archive')}</Form.Label>
      <Form.Control
        type="file"
        accept=".gz,application/gzip"
        isInvalid={Boolean(props.error)}
        onChange={(e) => props.onChange((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Control.Feedback type="invalid">{props.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** Posts a restore form; answers the API's body, or undefined after showing why it failed. */
export function useRestoreUpload<T>(path: string) {
  const t = useTranslations('backup');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = async (form: FormData): Promise<{ data: T; message: string } | undefined> => {
    setBusy(true);
    setErrors({});
    try {
      const res = await apiFetch<{ data: T; message: string }>(path, {
        method: 'POST',
        body: form,
      });
      toast.success(res.message);
      return res;
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fieldErrors : {};
      if (Object.keys(fields).length) setErrors(fields);
      else toast.error(error instanceof Error ? error.message : t('restore.notRestored'));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, send };
}

/** The restore dialog's frame; `footer` replaces Cancel and submit (e.g. once it is done). */
export function RestoreModal(props: {
  id: string;
  title: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitLabel: string;
  submitVariant?: string;
  ready: boolean;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('backup');
  return (
    <Modal show onHide={props.busy ? undefined : props.onClose} aria-labelledby={props.id}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Modal.Header closeButton={!props.busy}>
          <Modal.Title id={props.id} as="h2" className="h5">
            {props.title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>{props.children}</Modal.Body>
        <Modal.Footer>
          {props.footer ?? (
            <>
              <Button variant="outline-secondary" onClick={props.onClose} disabled={props.busy}>
                {t('restore.cancel')}
              </Button>
              <Button
                type="submit"
                variant={props.submitVariant ?? 'primary'}
                disabled={!props.ready || props.busy}
              >
                {props.busy ? t('restore.busy') : props.submitLabel}
              </Button>
            </>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
