'use client';
/**
 * The signed-in user's permissions and roles, from GET /api/me (`data.user`), for hiding the
 * actions a user may not take. The API checks again on every call; this only spares the user
 * buttons that would answer 403.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/client/api-fetch';
import { ME_KEY } from '@/components/shell/me-key';

type Named = string | { name: string };
type MeUser = { permissions: Named[]; roles: Named[] };

export { ME_KEY };

const names = (list: Named[] | undefined) =>
  new Set((list ?? []).map((p) => (typeof p === 'string' ? p : p.name)));

export function usePermissions() {
  const { data, isPending } = useQuery({
    queryKey: ME_KEY,
    queryFn: async () => (await apiFetch<{ data: { user: MeUser } }>('/api/me')).data.user,
  });
  const permissions = names(data?.permissions);
  const roles = names(data?.roles);
  return {
    ready: !isPending,
    can: (permission: string) => permissions.has(permission),
    hasRole: (role: string) => roles.has(role),
  };
}
