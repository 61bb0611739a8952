'use client';
/**
 * Retrying rows of a list (the notification log's deliveries, the background jobs): each retry
 * is one POST, answered with the row's new state and a message shown as a toast. The answered
 * rows replace the list's own until the list is reloaded, so a retried row stays in view with
 * its new state (a "failed for good" filter would otherwise drop it at once).
 */
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { apiFetch } from '@/lib/client/api-fetch';
import { toast } from './toast';

export function useRetry<Row extends { id: number }>(pathOf: (id: number) => string) {
  const t = useTranslations('common');
  const [answered, setAnswered] = useState<ReadonlyMap<number, Row>>(new Map());
  const [busy, setBusy] = useState(false);

  /** Retries each row in turn; one toast: the API's message for one, a count for several. */
  async function retry(ids: readonly number[]) {
    setBusy(true);
    const rows = new Map<number, Row>();
    let message = '';
    let failures = 0;
    try {
      for (const id of ids) {
        try {
          const res = await apiFetch<{ data: Row; message: string }>(pathOf(id), {
            method: 'POST',
          });
          rows.set(id, res.data);
          message = res.message;
        } catch (error) {
          failures += 1;
          toast.error((error as Error).message);
        }
      }
    } finally {
      setAnswered((before) => new Map([...before, ...rows]));
      setBusy(false);
    }
    if (rows.size === 1 && failures === 0) toast.success(message);
    else if (rows.size > 1) toast.success(t('retry.many', { count: rows.size }));
  }

  return {
    busy,
    retry,
    /** The row as last answered by a retry, else as the list has it. */
    current: (row: Row): Row => answered.get(row.id) ?? row,
  };
}
