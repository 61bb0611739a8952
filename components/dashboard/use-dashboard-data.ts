'use client';
/** The dashboard's queries: stats first; the fee summary after them, 500 ms later, for fees-list holders. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';
import { RETRIES, RETRY_DELAY_MS, STALE_TIME, retryRule } from '@/lib/client/query-policy';
import {
  DASHBOARD_STATS_KEY,
  FEE_SUMMARY_DELAY_MS,
  feeSummaryKey,
  type DashboardStats,
  type FeeSummary,
} from './queries';

export function useDashboardStats() {
  return useQuery({
    queryKey: DASHBOARD_STATS_KEY,
    queryFn: async () => (await apiFetch<{ data: DashboardStats }>('/api/dashboard-stats')).data,
    staleTime: STALE_TIME.dashboardStats,
    retry: retryRule(RETRIES.dashboardStats),
    retryDelay: RETRY_DELAY_MS,
  });
}

/** True `ms` after `start` first became true. */
function useReadyAfter(start: boolean, ms: number): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!start || ready) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [start, ready, ms]);
  return ready;
}

/**
 * `sessionYearId` is the default session year: the stats carry it (the API answers them for the
 * school's default year), which also makes the summary wait for the stats by construction.
 */
export function useFeeSummary(sessionYearId: number | undefined, allowed: boolean) {
  const ready = useReadyAfter(sessionYearId !== undefined, FEE_SUMMARY_DELAY_MS);
  return useQuery({
    queryKey: feeSummaryKey(sessionYearId ?? 0),
    queryFn: async () =>
      (
        await apiFetch<{ data: FeeSummary }>(
          `/api/fees/fee-summary?session_year_id=${encodeURIComponent(String(sessionYearId))}`,
        )
      ).data,
    enabled: allowed && ready && sessionYearId !== undefined,
    staleTime: STALE_TIME.feeSummary,
    retry: retryRule(RETRIES.feeSummary),
    retryDelay: RETRY_DELAY_MS,
  });
}
