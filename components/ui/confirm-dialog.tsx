'use client';
/**
 * The app's confirmation (never the browser's confirm box): a dialog that states exactly what
 * confirming does, a Cancel, and a confirm button that shows its work while the action runs.
 * The dialog closes when the action succeeds; a failure is a toast and the dialog stays, so
 * the user can try again or cancel. `onConfirm` may also show its own errors and throw
 * `KeepOpen` to stay without a toast (a field's error shown in the dialog).
 */
import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';

/** Thrown by `onConfirm` to keep the dialog open with the errors it shows itself. */
export class KeepOpen extends Error {}

type Props = {
  title: string;
  /** The consequences, in words and figures. */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** A message when the action fails without one of its own. */
  failed: string;
  variant?: 'primary' | 'danger';
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Confirming is not possible yet (the dialog's own fields are not filled in). */
  confirmDisabled?: boolean;
};

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  failed,
  variant = 'primary',
  onConfirm,
  onClose,
  confirmDisabled = false,
}: Props) {
  const t = useTranslations('common');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      if (!(error instanceof KeepOpen))
        toast.error(error instanceof Error && error.message ? error.message : failed);
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={busy ? () => undefined : onClose} aria-labelledby={titleId}>
      <Modal.Header closeButton={!busy} closeLabel={t('form.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button variant={variant} onClick={() => void confirm()} disabled={busy || confirmDisabled}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
