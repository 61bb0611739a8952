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
import { useTranslations } from 'use-intl';
import {
  ArchiveFileField,
  RestoreModal,
  useRestoreUpload,
} from '@/components/backup/restore-parts';
import { PlainText } from '@/components/ui/plain-fields';
import { useRefreshProviderLists } from './use-provider-data';

type Restored = {
  name: string;
  subdomain: string;
  school_code: string;
  address: string;
  from: { name: string; subdomain: string };
};

export function RestoreSchoolButton() {
  const t = useTranslations('provider');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-primary" className="mb-3" onClick={() => setOpen(true)}>
        {t('restore.title')}
      </Button>
      {open && <RestoreSchoolDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function RestoreSchoolDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('provider');
  const refresh = useRefreshProviderLists();
  const [file, setFile] = useState<File | null>(null);
  const [subdomain, setSubdomain] = useState('');
  const [name, setName] = useState('');
  const [restored, setRestored] = useState<Restored | null>(null);
  const upload = useRestoreUpload<Restored>('/api/provider/schools/restore');
  const errors = upload.errors;

  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    form.set('subdomain', subdomain.trim());
    form.set('name', name.trim());
    const res = await upload.send(form);
    if (!res) return;
    setRestored(res.data);
    await refresh();
  };

  return (
    <RestoreModal
      id="restore-school-title"
      title={t('restore.title')}
      busy={upload.busy}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('restore.submit')}
      ready={file !== null && subdomain.trim() !== ''}
      footer={restored ? <Button onClick={onClose}>{t('restore.done')}</Button> : undefined}
    >
      {restored ? (
        <Alert variant="success" className="mb-0">
          {t.rich('restore.restored', {
            name: restored.name,
            from: restored.from.name,
            subdomain: restored.subdomain,
            code: restored.school_code,
            address: restored.address,
            strong: (chunks) => <strong>{chunks}</strong>,
            link: (chunks) => <a href={restored.address}>{chunks}</a>,
          })}
        </Alert>
      ) : (
        <>
          <p className="text-muted small">{t('restore.explanation')}</p>
          <ArchiveFileField id="restore-school-file" error={errors.file} onChange={setFile} />
          <PlainText
            id="restore-school-subdomain"
            label={t('restore.subdomain')}
            value={subdomain}
            onChange={setSubdomain}
            error={errors.subdomain}
          />
          <PlainText
            id="restore-school-name"
            label={t('restore.name')}
            hint={t('restore.nameHint')}
            value={name}
            onChange={setName}
            error={errors.name}
          />
        </>
      )}
    </RestoreModal>
  );
}
