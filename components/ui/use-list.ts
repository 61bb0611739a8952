'use client';
/**
 * One page of a server-side list: page, page size, search (debounced) and sort, sent to
 * GET {path}; the previous page stays on screen while the next loads. `csvHref` is the same
 * filter as a CSV export (the API streams the whole filtered list).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';
import { LIST_KEY } from './invalidate';

export type ListPage<Row> = {
  data: Row[];
  meta: { page: number; per_page: number; total: number };
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
const SEARCH_DELAY_MS = 300;

export function useList<Row>(path: string, filters: Record<string, string | undefined> = {}) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(20);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<string | undefined>(undefined);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);

  const filterKey = JSON.stringify(filters);
  // A new filter starts again from its first page (adjusting state during render, as React
  // recommends over an effect).
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    setPage(1);
  }
  const params = useMemo(() => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(JSON.parse(filterKey) as Record<string, string>))
      if (v) p.set(k, v);
    if (search) p.set('search', search);
    if (sort) p.set('sort', sort);
    return p;
  }, [filterKey, search, sort]);

  const pageParams = `${params.toString()}&page=${page}&per_page=${perPage}`;
  const query = useQuery({
    queryKey: [LIST_KEY, path, pageParams],
    queryFn: () => apiFetch<ListPage<Row>>(`${path}?${pageParams}`),
    placeholderData: keepPreviousData,
  });

  const csvParams = new URLSearchParams(params);
  csvParams.set('format', 'csv');

  return {
    query,
    page,
    setPage,
    perPage,
    setPerPage: (n: number) => {
      setPerPage(n);
      setPage(1);
    },
    searchInput,
    setSearchInput,
    sort,
    /** Ascending, then descending, then the list's own order. */
    toggleSort: (key: string) => {
      setSort((current) => (current === key ? `-${key}` : current === `-${key}` ? undefined : key));
      setPage(1);
    },
    csvHref: `${path}?${csvParams.toString()}`,
  };
}
