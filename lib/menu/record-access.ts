/**
 * Who may open a path (server only: the shell's layout and each page's guard): the menu's rule
 * (canAccessPath), and besides it the record pages a role reaches without their list (issue 29):
 * a guardian opens their own child's profile at /student/student-details/{id}, as staff do; the
 * API answers 404 for any other child, so the page shows nothing that is not theirs. Kept out
 * of rules.ts, which the sidebar's bundle reads.
 */
import { canAccessPath, normalisePath } from './rules';
import type { Menu, MenuUser } from './types';

const RECORD_PAGES: Record<string, RegExp> = {
  Guardian: /^\/student\/student-details\/\d+$/,
};

export function canOpenPath(menu: Menu, user: MenuUser, path: string): boolean {
  if (canAccessPath(menu, user, path)) return true;
  const page = normalisePath(path);
  return user.roles.some((role) => {
    const name = typeof role === 'string' ? role : role.name;
    return RECORD_PAGES[name]?.test(page) ?? false;
  });
}
