'use client';
/** Delete with confirmation: the dialog names the record; the API's refusal (409) is a toast. */
import { useTranslations } from 'use-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';

type Props = {
  what: string;
  remove: () => Promise<{ message: string }>;
  onDone: () => void;
};

export function ConfirmDelete({ what, remove, onDone }: Props) {
  const t = useTranslations('common');
  return (
    <ConfirmDialog
      title={t('confirmDelete.title', { what })}
      confirmLabel={t('confirmDelete.delete')}
      busyLabel={t('confirmDelete.deleting')}
      failed={t('confirmDelete.failed')}
      variant="danger"
      onConfirm={async () => {
        toast.success((await remove()).message);
      }}
      onClose={onDone}
    >
      <p>{t('confirmDelete.forGood', { what })}</p>
      <p className="mb-0">{t('confirmDelete.stillUsed')}</p>
    </ConfirmDialog>
  );
}
