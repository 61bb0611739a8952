/**
 * GET /api/meta-data (SPEC §7), cached for 24 hours (SPEC §9), and the default session year
 * read from it: the one whose `default` flag is 1 (SPEC §4). No hooks here: the shell reads the
 * cache directly (session-year-select.tsx), screens through useMetaData.
 */
import { apiFetch } from '@/lib/client/api-fetch';
import { STALE_TIME } from '@/lib/client/query-policy';
import { dataOf, type PrefetchQuery } from '@/lib/session/prefetch-query';

export type NamedItem = { id: number; name: string };
export type SessionYearItem = NamedItem & { default: number };
export type MetaData = { session_year_all: SessionYearItem[] } & Record<string, unknown>;

export const META_DATA_KEY = ['meta-data'] as const;

export const metaDataQuery = {
  queryKey: META_DATA_KEY,
  queryFn: async () => (await apiFetch<{ data: MetaData }>('/api/meta-data')).data,
  staleTime: STALE_TIME.metaData,
};

/** The same read made by the school's layout on the server, so the header's year is in the page. */
export const metaDataPrefetch: PrefetchQuery<MetaData> = {
  queryKey: META_DATA_KEY,
  path: '/api/meta-data',
  pick: dataOf,
};

export function defaultSessionYear(meta: MetaData | undefined): SessionYearItem | undefined {
  return meta?.session_year_all?.find((year) => year.default === 1);
}
