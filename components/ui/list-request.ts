/**
 * What a list screen asks the API for, from its address and filters: the page (`total=omit`),
 * the count (`total=only`, no sort) and the CSV export, with the react-query keys they are
 * cached under. Pure and free of React, so the server can prefetch a list's first page under
 * exactly the key the browser's useList (use-list.ts) then reads: the rows arrive with the
 * page, instead of a re-render of the whole list, in one long task, once they are fetched.
 */
import { LIST_KEY } from './list-key';
import type { PrefetchQuery } from '@/lib/session/prefetch-query';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

type Params = Pick<URLSearchParams, 'get'>;

/** `filters` are the screen's current filter values; blanks are left out. */
export function listRequest(
  path: string,
  params: Params,
  filters: Record<string, string | undefined> = {},
) {
  const page = positive(params.get('page'), 1);
  const perPage = PAGE_SIZES.find((n) => n === Number(params.get('per_page'))) ?? DEFAULT_PAGE_SIZE;
  const search = params.get('search') ?? '';
  const sort = params.get('sort') ?? undefined;

  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) query.set(k, v);
  if (search) query.set('search', search);
  if (sort) query.set('sort', sort);
  const csvParams = new URLSearchParams(query);
  csvParams.set('format', 'csv');
  const totalParams = new URLSearchParams(query);
  totalParams.delete('sort');
  totalParams.set('total', 'only');
  const totalQuery = totalParams.toString();
  query.set('page', String(page));
  query.set('per_page', String(perPage));
  query.set('total', 'omit');
  const pageParams = query.toString();

  return {
    page,
    perPage,
    search,
    sort,
    pageKey: [LIST_KEY, path, pageParams] as const,
    pageUrl: `${path}?${pageParams}`,
    totalKey: [LIST_KEY, path, totalQuery] as const,
    totalUrl: `${path}?${totalQuery}`,
    csvHref: `${path}?${csvParams.toString()}`,
  };
}

/**
 * The reads a list's first screen makes, for the server to prefetch: its page and its count,
 * cached whole (the hook picks what it shows).
 */
export function listPrefetchQueries(
  path: string,
  params: Params,
  filters: Record<string, string | undefined> = {},
): PrefetchQuery<unknown>[] {
  const request = listRequest(path, params, filters);
  const whole = (body: { data: unknown }) => body;
  return [
    { queryKey: request.pageKey, path: request.pageUrl, pick: whole },
    { queryKey: request.totalKey, path: request.totalUrl, pick: whole },
  ];
}
