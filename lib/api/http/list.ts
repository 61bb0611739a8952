/**
 * Server-side lists for every resource: one query schema (page, per_page ≤ 100, search, a
 * whitelisted sort, optional filters, format json|csv) and the helpers that turn it into SQL.
 * The total comes from `count(*) over ()` in the page's own statement: one round trip a page.
 */
import { asc, desc, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INT4_MAX } from '../../validation/integers';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;

/** `?sort=name` ascending, `?sort=-name` descending; only the names a resource whitelists. */
export function listQuery<S extends string, F extends z.ZodRawShape = Record<never, never>>(
  sortable: readonly [S, ...S[]],
  filters?: F,
) {
  const sortValues = sortable.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  return z.object({
    page: z.coerce
      .number({ error: 'The page must be a number.' })
      .int('The page must be a whole number.')
      .min(1, 'The page must be 1 or more.')
      .max(INT4_MAX, 'The page is too large.')
      .default(1),
    per_page: z.coerce
      .number({ error: 'per_page must be a number.' })
      .int('per_page must be a whole number.')
      .min(1, 'per_page must be 1 or more.')
      .max(MAX_PER_PAGE, `per_page may be at most ${MAX_PER_PAGE}.`)
      .default(DEFAULT_PER_PAGE),
    search: z.string().trim().max(100, 'The search may be at most 100 characters.').optional(),
    sort: z
      .enum(sortValues, { error: `Sort by one of: ${sortable.join(', ')} (prefix - to reverse).` })
      .optional(),
    format: z.enum(['json', 'csv'], { error: 'The format must be json or csv.' }).default('json'),
    ...(filters ?? ({} as F)),
  });
}

export type ListParams = {
  page: number;
  per_page: number;
  search?: string;
  sort?: string;
  format: 'json' | 'csv';
};

/** The rows of one page, each carrying the total of the whole filtered list. */
export const totalColumn = () => sql<number>`count(*) over ()`.mapWith(Number);

/** `%term%` with LIKE's own wildcards escaped, so a search for "50%" means 50%. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive substring match on any of `columns`; undefined (no condition) for a blank term. */
export function searchAny(
  term: string | undefined,
  columns: (AnyPgColumn | SQL)[],
): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * ORDER BY for `sort`, always ending with the id so that pages never overlap or skip rows
 * when the sorted column has equal values.
 */
export function orderFor(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  id: AnyPgColumn,
): SQL[] {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const column = columns[descending ? key.slice(1) : key] ?? columns[fallback];
  return [descending ? desc(column) : asc(column), asc(id)];
}

export type PageWindow = { limit: number; offset: number };

export function pageWindow(params: Pick<ListParams, 'page' | 'per_page'>): PageWindow {
  return { limit: params.per_page, offset: (params.page - 1) * params.per_page };
}
