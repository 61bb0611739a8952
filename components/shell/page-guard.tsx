/**
 * The page-level guard: the shell's layout checks the path on a full load, but layouts are not
 * rendered again on client-side navigation, so every page checks its own path as well. Both
 * use canOpenPath (the menu's canAccessPath and the record pages a role reaches without their
 * list) on the one menu definition.
 */
import type { ReactNode } from 'react';
import { GUARDED_MENU } from '@/lib/api/menu';
import { canOpenPath } from '@/lib/menu/record-access';
import { landingPath } from '@/lib/routes/public-paths';
import { requireUser } from '@/lib/session/current-user';
import { Forbidden } from './forbidden';

export async function PageGuard({ path, children }: { path: string; children: ReactNode }) {
  const user = await requireUser();
  if (!canOpenPath(GUARDED_MENU, user, path)) return <Forbidden home={landingPath(user.roles)} />;
  return children;
}
