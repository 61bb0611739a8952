'use client';
/** The school's roles as choices (leave types, announcements): School Admin reads /api/roles. */
import { useQuery } from '@tanstack/react-query';
import type { Option } from '@/components/ui/fields';
import { apiFetch } from '@/lib/client/api-fetch';

export function useRoleOptions(enabled = true): Option[] {
  const roles = useQuery({
    queryKey: ['role-options'],
    enabled,
    queryFn: async () =>
      (await apiFetch<{ data: { id: number; name: string }[] }>('/api/roles?per_page=100')).data,
  });
  return (roles.data ?? []).map((r) => ({ value: r.id, label: r.name }));
}
