'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import type { GuardianQuery } from './queries';

/** One of the guardian dashboard's lists, under the key the server prefetched it with. */
export function useGuardianQuery<T>(
  query: GuardianQuery<T>,
  options: { enabled?: boolean; retry?: boolean } = {},
) {
  return useQuery({
    queryKey: query.queryKey,
    queryFn: async () => query.pick(await apiFetch<{ data: unknown }>(query.path)),
    ...options,
  });
}
