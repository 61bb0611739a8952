/**
 * The page-level guard: the shell's layout checks the path on a full load, but layouts are not
 * rendered again on client-side navigation, so every page checks its own path as well. Both
 * use canAccessPath on the one menu definition.
 */
import type { ReactNode } from 'react';
import { GUARDED_MENU } from '@/lib/api/menu';
import { canAccessPath } from '@/lib/menu/rules';
import { landingPath } from '@/lib/routes/public-paths';
import { requireUser } from '@/lib/session/current-user';
import { Forbidden } from './forbidden';

export async function PageGuard({ path, children }: { path: string; children: ReactNode }) {
  const user = await requireUser();
  if (!canAccessPath(GUARDED_MENU, user, path)) return <Forbidden home={landingPath(user.roles)} />;
  return children;
}
