'use client';
/**
 * SPEC §2: a disabled select showing the default session year, read from the meta data. It
 * reads the query cache directly rather than through useQuery, which keeps the query observer's
 * code out of the shell's shared bundle (issue 10's weight budget); the query is kept for good
 * (gcTime) and refetched after writes even when no screen observes it (ui/invalidate.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { META_DATA_KEY, defaultSessionYear, metaDataQuery, type MetaData } from './meta-data';
import { useShellText } from './shell-text';

export function SessionYearSelect() {
  const queryClient = useQueryClient();
  const text = useShellText();
  useEffect(() => {
    void queryClient.prefetchQuery({ ...metaDataQuery, gcTime: Infinity });
  }, [queryClient]);
  // The school's layout puts the meta data into the cache with the page, so the server renders
  // the year too: the same reading on both sides, and no re-render once hydrated.
  const read = () => queryClient.getQueryState<MetaData>(META_DATA_KEY);
  const state = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    read,
    read,
  );
  const year = defaultSessionYear(state?.data);
  const label =
    year?.name ??
    (state?.status === 'error'
      ? text.sessionYearUnavailable
      : state?.data
        ? text.sessionYearNone
        : text.loading);
  return (
    <div className="d-none d-md-flex align-items-center gap-2">
      <label htmlFor="session-year" className="mb-0 small text-nowrap">
        {text.sessionYear}
      </label>
      <select
        id="session-year"
        className="form-select form-select-sm"
        disabled
        value={year?.id ?? ''}
        onChange={() => {}}
      >
        <option value={year?.id ?? ''}>{label}</option>
      </select>
    </div>
  );
}
