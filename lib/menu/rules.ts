/**
 * The menu rules of SPEC §5 and §6 as pure functions: who sees which item, what a search
 * keeps, and which item owns a path. The page guard is built from the same functions, so
 * a screen is reachable exactly when its menu item is visible.
 */
import type { Menu, MenuItem, MenuLink, MenuSection, MenuUser } from './types';

const nameOf = (entry: string | { name: string }) =>
  typeof entry === 'string' ? entry : entry.name;

/**
 * SPEC §6: any one required role (or none required) AND any one required permission (or none);
 * and the item's module, if it names one, is in the school's plan; and a staff-only item
 * needs a role other than Guardian (the role named here, not imported: the sidebar's bundle
 * reads this file for `searchMenu`, and the shell's budget has no room for the catalogue).
 */
export function isItemAllowed(item: MenuItem, user: MenuUser): boolean {
  const roles = new Set(user.roles.map(nameOf));
  const staffOk = !item.staffOnly || [...roles].some((r) => r !== 'Guardian');
  const permissions = new Set(user.permissions.map(nameOf));
  const roleOk = !item.roles?.length || item.roles.some((r) => roles.has(r));
  const permissionOk =
    !item.permissions?.length || item.permissions.some((p) => permissions.has(p));
  const plan = user.school?.plan;
  const moduleOk = !item.module || !plan || plan.modules.includes(item.module);
  return roleOk && permissionOk && moduleOk && staffOk;
}

/** Keeps what `keep` accepts; a sub whose children are all gone disappears, as does an empty section. */
function pruneMenu(
  menu: Menu,
  keep: (item: MenuItem) => 'item' | 'whole' | 'children' | 'none',
): MenuSection[] {
  const pruneItems = (items: readonly MenuItem[]): MenuItem[] =>
    items.flatMap((item): MenuItem[] => {
      const decision = keep(item);
      if (decision === 'none') return [];
      if (item.type === 'link' || decision === 'whole') return [item];
      const children = pruneItems(item.children);
      return children.length ? [{ ...item, children }] : [];
    });
  return menu
    .map((section) => ({ ...section, items: pruneItems(section.items) }))
    .filter((section) => section.items.length > 0);
}

/** The menu as `user` may see it. */
export function filterMenu(menu: Menu, user: MenuUser): MenuSection[] {
  return pruneMenu(menu, (item) => (isItemAllowed(item, user) ? 'children' : 'none'));
}

/**
 * SPEC §5: case-insensitive substring match on titles, children's titles included. A sub
 * whose own title matches keeps all its children; otherwise it keeps only the matching ones.
 * A blank term keeps everything.
 */
export function searchMenu(menu: Menu, term: string): MenuSection[] {
  const needle = term.trim().toLowerCase();
  if (!needle) return menu.map((section) => ({ ...section, items: [...section.items] }));
  return pruneMenu(menu, (item) => {
    if (item.title.toLowerCase().includes(needle)) return 'whole';
    return item.type === 'sub' ? 'children' : 'none';
  });
}

/** Every link of the menu, depth first, in menu order. */
export function menuLinks(menu: Menu): MenuLink[] {
  const walk = (items: readonly MenuItem[]): MenuLink[] =>
    items.flatMap((item) => (item.type === 'link' ? [item] : walk(item.children)));
  return menu.flatMap((section) => walk(section.items));
}

/** `/leave/?x=1#top` → `/leave`: the path part only, without a trailing slash. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The item that owns `path`: the link with exactly that path, else the link with the longest
 * path of which `path` is a sub-path (`/student/student-details/12` → Student Details), so
 * screens that later grow detail pages stay guarded by their menu item.
 */
export function findMenuItemForPath(menu: Menu, path: string): MenuLink | undefined {
  const target = normalisePath(path);
  const links = menuLinks(menu);
  const exact = links.find((link) => link.path === target);
  if (exact) return exact;
  return links
    .filter((link) => target.startsWith(`${link.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

/** True when the item owning `path` is visible to `user`; a path no item owns is closed. */
export function canAccessPath(menu: Menu, user: MenuUser, path: string): boolean {
  const owner = findMenuItemForPath(menu, path);
  if (!owner) return false;
  return menuLinks(filterMenu(menu, user)).some((link) => link.path === owner.path);
}
