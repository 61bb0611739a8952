'use client';
/**
 * One page of a server-side list: page, page size, search (debounced) and sort, sent to
 * GET {path} and kept in the URL (use-url-state.ts) with the screen's filters; the previous
 * page stays on screen while the next loads. The total is asked for apart from the pages
 * (`total=only`, once per filter, kept a minute) and the pages without it (`total=omit`, which
 * answer `has_more`), so turning a page costs the server no count. `csvHref` is the same
 * filter as a CSV export (the API streams the whole filtered list).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';
import { STALE_TIME } from '@/lib/client/query-policy';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, listRequest } from './list-request';
import { useUrlState } from './use-url-state';

export type ListPage<Row> = {
  data: Row[];
  meta: {
    page: number;
    per_page: number;
    /** Present when the total was asked for (list.ts, TOTAL_MODES). */
    total?: number;
    total_capped?: boolean;
    has_more?: boolean;
  };
};

/** The filter's total as the API counted it: up to 10,000, `capped` past that. */
export type ListTotal = { count: number; capped: boolean };

export { PAGE_SIZES };

const SEARCH_DELAY_MS = 300;

/** `filters` are the screen's current filter values (from useUrlFilter); blanks are left out. */
export function useList<Row>(path: string, filters: Record<string, string | undefined> = {}) {
  const { params, update } = useUrlState();
  const request = listRequest(path, params, filters);
  const { page, perPage, search, sort } = request;
  const [searchInput, setSearchInput] = useState(search);

  // The box follows the address when it changes from outside (back, a shared link).
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setSearchInput(search);
  }

  useEffect(() => {
    const term = searchInput.trim();
    if (term === search) return;
    const timer = setTimeout(
      () => update({ search: term || undefined, page: undefined }),
      SEARCH_DELAY_MS,
    );
    // A row's link followed before the search lands (the row was already on screen): the
    // screen stays mounted until the next one has loaded, and writing the search into the
    // address then would make Next's router drop that navigation for the list's own address.
    const onClick = (event: MouseEvent) => {
      if (leavesThePage(event.target, window.location)) clearTimeout(timer);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick, true);
    };
  }, [searchInput, search, update]);

  const result = useQuery({
    queryKey: request.pageKey,
    queryFn: () => apiFetch<ListPage<Row>>(request.pageUrl),
    placeholderData: keepPreviousData,
  });
  const counted = useQuery({
    queryKey: request.totalKey,
    queryFn: () => apiFetch<ListPage<Row>>(request.totalUrl),
    staleTime: STALE_TIME.listTotal,
    select: ({ meta }): ListTotal => ({
      count: meta.total ?? 0,
      capped: meta.total_capped ?? false,
    }),
  });

  return {
    query: result,
    /** Undefined until counted (the rows usually come first). */
    total: counted.data,
    page,
    setPage: (n: number) => update({ page: n > 1 ? String(n) : undefined }),
    perPage,
    setPerPage: (n: number) =>
      update({ per_page: n === DEFAULT_PAGE_SIZE ? undefined : String(n), page: undefined }),
    searchInput,
    setSearchInput,
    sort,
    /** Ascending, then descending, then the list's own order. */
    toggleSort: (key: string) =>
      update({
        sort: sort === key ? `-${key}` : sort === `-${key}` ? undefined : key,
        page: undefined,
      }),
    csvHref: request.csvHref,
  };
}

/** Whether a click on `target` follows a link to another screen of this site (not a download). */
export function leavesThePage(
  target: EventTarget | null,
  here: Pick<Location, 'origin' | 'pathname'>,
): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link || link.hasAttribute('download') || link.getAttribute('target') === '_blank')
    return false;
  let to: URL;
  try {
    to = new URL(link.getAttribute('href')!, here.origin + here.pathname);
  } catch {
    return false; // an address the browser cannot follow either
  }
  return to.origin === here.origin && to.pathname !== here.pathname;
}
