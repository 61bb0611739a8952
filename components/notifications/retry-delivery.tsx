'use client';
/** Sends a failed message again (the log's retry): it is queued anew and the list refetches. */
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import { useTranslations } from 'use-intl';
import { useInvalidateAfterWrite } from '@/components/ui/invalidate';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';
import type { DeliveryRow } from './api-types';
import { recipientOf } from './words';

export function RetryDelivery({
  row,
}: {
  row: Pick<DeliveryRow, 'id' | 'recipient_name' | 'recipient_user_id'>;
}) {
  const t = useTranslations('notification-screens');
  const invalidate = useInvalidateAfterWrite();
  const retry = useMutation({
    mutationFn: () => apiFetch(`/api/notification-log/${row.id}/retry`, { method: 'POST' }),
    onSuccess: async () => {
      toast.success(t('log.retried'));
      await invalidate();
    },
    onError: (e) => toast.error(e.message),
  });
  return (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={retry.isPending}
      aria-label={t('log.retryLabel', { name: recipientOf(row) })}
      onClick={() => retry.mutate()}
    >
      {t('log.retry')}
    </Button>
  );
}
