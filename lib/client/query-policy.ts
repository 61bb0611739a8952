/** Cache and retry policy of SPEC §9, per resource. Pure, so it is tested as a table. */
import { ApiRequestError } from './api-fetch';

const MINUTE = 60_000;

export const STALE_TIME = {
  settings: 10 * MINUTE,
  schoolSettings: 5 * MINUTE,
  metaData: 24 * 60 * MINUTE,
  dashboardStats: 5 * MINUTE,
  feeSummary: 10 * MINUTE,
  /** A list's total, counted once per filter: pages turn without a count; writes here refetch it. */
  listTotal: MINUTE,
  default: 1000,
} as const;

export const RETRIES = { settings: 1, feeSummary: 1, dashboardStats: 2, default: 2 } as const;
export const RETRY_DELAY_MS = 5000;

/** react-query's retry callback: never on 401 or 403, otherwise up to `max` retries. */
export function retryRule(max: number) {
  return (failureCount: number, error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403))
      return false;
    return failureCount < max;
  };
}
