'use client';
/**
 * Everything a list prints: every row of the filter on screen (not only the visible page),
 * read page by page at the API's largest page size. The filter is the list's own query (the
 * CSV link's, without `format`), so the paper matches the screen.
 */
import { useCallback, useState } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';
import type { ListPage } from './use-list';

const PRINT_PAGE_SIZE = 100;
/** A printout longer than this is a report, not a list to print from the screen. */
export const PRINT_MAX_ROWS = 5000;

/** The list's path and filter from its CSV link: `/api/students?status=active&format=csv`. */
export function filterOf(csvHref: string): { path: string; params: URLSearchParams } {
  const [path = '', query = ''] = csvHref.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete('format');
  return { path, params };
}

/** True when the list is narrowed by a search or a filter (sorting narrows nothing). */
export function isFiltered(csvHref: string): boolean {
  return [...filterOf(csvHref).params.keys()].some((key) => key !== 'sort');
}

export function useListPrint<Row>(csvHref: string) {
  const [rows, setRows] = useState<Row[] | null>(null);
  const load = async () => {
    const { path, params } = filterOf(csvHref);
    params.set('per_page', String(PRINT_PAGE_SIZE));
    params.set('total', 'omit');
    const all: Row[] = [];
    for (let page = 1; ; page++) {
      params.set('page', String(page));
      const res = await apiFetch<ListPage<Row>>(`${path}?${params.toString()}`);
      all.push(...res.data);
      if (!res.meta.has_more || all.length >= PRINT_MAX_ROWS) break;
    }
    setRows(all.slice(0, PRINT_MAX_ROWS));
  };
  const clear = useCallback(() => setRows(null), []);
  return { rows, load, clear };
}
