'use client';
/**
 * After any write: every cached list and the meta data (the header's session year, every
 * picker) refetch. Lists are keyed ['list', path, params], so one prefix reaches them all.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { META_DATA_KEY } from '@/components/shell/meta-data';
import { LIST_KEY } from './list-key';

export { LIST_KEY };

export function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
        // 'all': the header reads the meta data without observing it, and must follow too.
        queryClient.invalidateQueries({ queryKey: META_DATA_KEY, refetchType: 'all' }),
      ]),
    [queryClient],
  );
}
