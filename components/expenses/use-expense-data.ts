'use client';
/**
 * What the expenses screen reads besides its list: the school's categories (for the filter and
 * the form) and the chart of the current filter. Both are keyed under the list prefix, so
 * every write refreshes them with the lists.
 */
import { useQuery } from '@tanstack/react-query';
import type { Option } from '@/components/ui/fields';
import { LIST_KEY } from '@/components/ui/invalidate';
import type { ExpenseCategoryRow, ExpenseChart } from '@/lib/api/modules/expenses/types';
import { apiFetch } from '@/lib/client/api-fetch';

const CATEGORIES = '/api/expense-categories?per_page=100&sort=name';

export function useExpenseCategories(): Option[] {
  const { data } = useQuery({
    queryKey: [LIST_KEY, CATEGORIES],
    queryFn: () => apiFetch<{ data: ExpenseCategoryRow[] }>(CATEGORIES),
  });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

export type ChartData = ExpenseChart & { from: string; to: string };

export function useExpenseChart(filters: Record<string, string>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  const path = `/api/expenses/chart?${params.toString()}`;
  return useQuery({
    queryKey: [LIST_KEY, path],
    queryFn: () => apiFetch<{ data: ChartData }>(path).then((r) => r.data),
  });
}
