'use client';
/**
 * Restoring the school from an archive: choose the file, read what the restore will set aside
 * (records made or changed since the backup, checked by the server before anything changes),
 * type the school's code to confirm. The server takes a safety backup of the current data
 * first, listed with the backups. A refusal (another school's archive, a damaged or altered
 * one, a wrong code) is shown on the field it concerns.
 */
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslations } from 'use-intl';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';
import { ArchiveFileField, RestoreModal, useRestoreUpload } from './restore-parts';
import { setAsideText, type SetAsideFigures } from './set-aside';

type Props = {
  schoolCode: string;
  when: (iso: string) => string;
  onClose: () => void;
  onRestored: () => void;
};

type Preview = { made_at: string; set_aside: SetAsideFigures };

/** Asks the server what restoring a file would set aside; a refused archive is a file error. */
function usePreview() {
  const t = useTranslations('backup');
  const [state, setState] = useState<{ preview?: Preview; error?: string; loading: boolean }>({
    loading: false,
  });
  const latest = useRef<File | null>(null);
  const check = (file: File | null) => {
    latest.current = file;
    if (!file) return setState({ loading: false });
    setState({ loading: true });
    const form = new FormData();
    form.set('file', file);
    apiFetch<{ data: Preview }>('/api/backups/restore/preview', { method: 'POST', body: form })
      .then((res) => {
        if (latest.current === file) setState({ preview: res.data, loading: false });
      })
      .catch((error: unknown) => {
        if (latest.current !== file) return;
        const message =
          error instanceof ApiRequestError
            ? (error.fieldErrors.file ?? error.message)
            : t('restore.notChecked');
        setState({ error: message, loading: false });
      });
  };
  return { ...state, check };
}

export function RestoreDialog({ schoolCode, when, onClose, onRestored }: Props) {
  const t = useTranslations('backup');
  const [file, setFile] = useState<File | null>(null);
  const [confirm, setConfirm] = useState('');
  const upload = useRestoreUpload<unknown>('/api/backups/restore');
  const checked = usePreview();
  const errors = upload.errors;
  const ready =
    checked.preview !== undefined && confirm.trim().toLowerCase() === schoolCode.toLowerCase();

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('confirm', confirm.trim());
    if (await upload.send(form)) onRestored();
  };

  const setAside = checked.preview && setAsideText(checked.preview.set_aside, (key, values) => t(key, values));
  return (
    <RestoreModal
      id="restore-title"
      title={t('restore.title')}
      busy={upload.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('restore.submit')}
      submitVariant="danger"
      ready={ready}
    >
      <p>{t('restore.explain')}</p>
      <ArchiveFileField
        id="restore-file"
        error={errors.file ?? checked.error}
        onChange={(chosen) => {
          setFile(chosen);
          checked.check(chosen);
        }}
      />
      {checked.loading && (
        <p className="text-muted" role="status">
          <Spinner size="sm" className="me-2" aria-hidden />
          {t('restore.checking')}
        </p>
      )}
      {checked.preview && (
        <Alert variant="warning" data-testid="restore-set-aside">
          {t('restore.madeAt', { when: when(checked.preview.made_at) })}{' '}
          {setAside
            ? t('restore.setAside', { records: setAside })
            : t('restore.nothingSince')}
        </Alert>
      )}
      <Form.Group controlId="restore-confirm">
        <Form.Label>
          {t.rich('restore.confirm', {
            code: schoolCode,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
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
