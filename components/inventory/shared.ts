'use client';
/** What the inventory screens share: the School Admin's role (SPEC §6) and the form's choices. */
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import type { InventoryTransactionType } from '@/lib/db/schema/inventory-values';
import { apiFetch } from '@/lib/client/api-fetch';

export const ADMIN = 'role:School Admin';

export type InventoryChoices = {
  items: { id: number; name: string; code: string; unit: string; on_hand: number }[];
  staff: { id: number; name: string }[];
  class_sections: { id: number; name: string }[];
};

export const CHOICES_KEY = ['inventory-choices'] as const;

export function useInventoryChoices() {
  return useQuery({
    queryKey: CHOICES_KEY,
    queryFn: async () =>
      (await apiFetch<{ data: InventoryChoices }>('/api/inventory-choices')).data,
  });
}

export function useCategoryOptions() {
  const { data } = useQuery({
    queryKey: ['inventory-categories', 'all'],
    queryFn: () =>
      apiFetch<{ data: { id: number; name: string }[] }>(
        '/api/inventory-categories?per_page=100&sort=name',
      ),
  });
  return (data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
}

/** Each kind of movement's name in the page's language, in the order the forms offer them. */
export function useTypeLabels(): Record<InventoryTransactionType, string> {
  const t = useTranslations('inventory');
  return { in: t('type.in'), issue: t('type.issue'), adjustment: t('type.adjustment') };
}
