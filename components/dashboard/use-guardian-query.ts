'use client';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import type { CardQuery } from './queries';

/** One of the guardian dashboard's lists, under the key the server prefetched it with. */
export function useCardQuery<T>(
  query: CardQuery<T>,
  options: { enabled?: boolean; retry?: boolean } = {},
) {
  return useQuery({
    queryKey: query.queryKey,
    queryFn: async () => query.pick(await apiFetch<{ data: unknown }>(query.path)),
    ...options,
  });
}
