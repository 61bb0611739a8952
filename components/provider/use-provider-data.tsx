'use client';
/**
 * Acting on provider resources: one action helper for every tab. The tabs' lists are the
 * shared DataTable's (useList, keyed under LIST_KEY); the plan choices under PROVIDER_KEY.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIST_KEY } from '@/components/ui/list-key';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';

export const PROVIDER_KEY = 'provider';

/** Every provider list and choice, after a write. */
export function useRefreshProviderLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
      queryClient.invalidateQueries({ queryKey: [PROVIDER_KEY] }),
    ]);
}

/** A POST/PUT that toasts its outcome and refreshes every provider list. */
export function useProviderAction() {
  const refresh = useRefreshProviderLists();
  return useMutation({
    mutationFn: ({
      path,
      method = 'POST',
      body,
    }: {
      path: string;
      method?: string;
      body?: unknown;
    }) =>
      apiFetch<{ message: string }>(path, {
        method,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    onSuccess: (result) => {
      toast.success(result.message);
      return refresh();
    },
    onError: (error) => toast.error(error.message),
  });
}
