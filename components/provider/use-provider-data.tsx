'use client';
/** Reading and acting on provider resources: one query and one action helper for every tab. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api-fetch';

export function useProviderList<T>(path: string) {
  return useQuery({
    queryKey: ['provider', path],
    queryFn: async () => (await apiFetch<{ data: T[] }>(path)).data,
  });
}

/** A POST/PUT that toasts its outcome and refreshes every provider list. */
export function useProviderAction() {
  const queryClient = useQueryClient();
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
      return queryClient.invalidateQueries({ queryKey: ['provider'] });
    },
    onError: (error) => toast.error(error.message),
  });
}

export function ListState({
  loading,
  error,
  empty,
}: {
  loading: boolean;
  error: Error | null;
  empty: boolean;
}) {
  if (loading) return <p className="text-muted">Loading…</p>;
  if (error) return <p className="text-danger">Could not load this list: {error.message}</p>;
  if (empty) return <p className="text-muted">Nothing here yet.</p>;
  return null;
}
