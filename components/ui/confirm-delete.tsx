'use client';
/** Delete with confirmation: the dialog names the record; the API's refusal (409) is a toast. */
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';

type Props = {
  what: string;
  remove: () => Promise<{ message: string }>;
  onDone: () => void;
};

export function ConfirmDelete({ what, remove, onDone }: Props) {
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      toast.success((await remove()).message);
      onDone();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('confirmDelete.failed'));
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onDone} aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton closeLabel={t('form.close')}>
        <Modal.Title id="confirm-delete-title" as="h2" className="h5">
          {t('confirmDelete.title', { what })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('confirmDelete.forGood', { what })}</p>
        <p className="mb-0">{t('confirmDelete.stillUsed')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={busy}>
          {busy ? t('confirmDelete.deleting') : t('confirmDelete.delete')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
