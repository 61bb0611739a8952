/**
 * Server-side lists for every resource: one query schema (page, per_page ≤ 100, search, a
 * whitelisted sort, optional filters, format json|csv) and the helpers that turn it into SQL.
 * A page's total is counted up to TOTAL_CAP rows and no further (see query-spec.ts), so a
 * large list never counts every matching row to show twenty of them; and only when asked
 * (`total`): the screens fetch a page without its count and the count once per filter.
 */
import { asc, Column, desc, ilike, is, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INT4_MAX } from '../../validation/integers';

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 20;
/** Totals stop here: beyond it a list reports TOTAL_CAP with `total_capped: true` ("10,000+"). */
export const TOTAL_CAP = 10_000;

/**
 * What a list request wants counted: `include` (the default) a page and its capped total,
 * `omit` a page and whether more follow (`has_more`, from one row read past the page), `only`
 * the capped total and no rows. The table asks for pages with `omit` and for the total once
 * per filter with `only`, so turning a page costs no count.
 */
export const TOTAL_MODES = ['include', 'omit', 'only'] as const;
export type TotalMode = (typeof TOTAL_MODES)[number];

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
    total: z
      .enum(TOTAL_MODES, { error: `total must be one of: ${TOTAL_MODES.join(', ')}.` })
      .default('include'),
    ...(filters ?? ({} as F)),
  });
}

export type ListParams = {
  page: number;
  per_page: number;
  search?: string;
  sort?: string;
  format: 'json' | 'csv';
  total: TotalMode;
};

/** The total of a small bounded result on each row (usage look-ups; never a list's page). */
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
 *
 * `searching`: a text sort key is written `concat(column)` (same order, but no index can give
 * it). A search matches through its own indexes; left to choose, PostgreSQL walks the sort
 * column's index instead and filters, betting that twenty matches come early — for a prefix
 * that sorts late ("lea1" among 50,000 students) it read 80 % of the index, 100 ms. Finding
 * the matches first and sorting them costs a few ms whatever the term.
 */
export function orderFor(
  sort: string | undefined,
  columns: Record<string, AnyPgColumn | SQL>,
  fallback: string,
  id: AnyPgColumn | SQL,
  options: { searching?: boolean } = {},
): SQL[] {
  const { chosen, descending } = sortChoice(sort, columns, fallback);
  const column =
    options.searching && is(chosen, Column) && chosen.dataType === 'string'
      ? sql`concat(${chosen})`
      : chosen;
  return [descending ? desc(column) : asc(column), asc(id)];
}

/** The column `sort` names (the fallback's when it names none) and its direction. */
export function sortChoice<C>(
  sort: string | undefined,
  columns: Record<string, C>,
  fallback: string,
) {
  const key = sort ?? fallback;
  const descending = key.startsWith('-');
  const chosen = columns[descending ? key.slice(1) : key] ?? columns[fallback.replace(/^-/, '')];
  if (chosen === undefined) throw new Error(`The fallback sort "${fallback}" is not a column.`);
  return { chosen, descending };
}

export type PageWindow = { limit: number; offset: number };

export function pageWindow(params: Pick<ListParams, 'page' | 'per_page'>): PageWindow {
  return { limit: params.per_page, offset: (params.page - 1) * params.per_page };
}
