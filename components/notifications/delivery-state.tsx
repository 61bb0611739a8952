'use client';
/** A delivery's state as a badge, with when it was sent or why it failed. */
import { useTranslations } from 'use-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { DeliveryRow } from './api-types';
import { useStateNames } from './words';

export function DeliveryState({
  row,
  sentAt,
}: {
  row: Pick<DeliveryRow, 'state' | 'last_error'>;
  sentAt: string | null;
}) {
  const t = useTranslations('notification-screens');
  const states = useStateNames();
  return (
    <>
      <StatusBadge status={row.state} label={states[row.state] ?? row.state} />
      {row.state === 'sent' && sentAt && (
        <div className="small text-body-secondary">{t('log.sentAt', { when: sentAt })}</div>
      )}
      {row.last_error && row.state !== 'sent' && (
        <div className="small text-danger-emphasis text-break">
          {t('log.error', { error: row.last_error })}
        </div>
      )}
    </>
  );
}
