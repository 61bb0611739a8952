/**
 * The breadcrumb of a path, read from the one menu: its section, the sub-menu holding it, the
 * owning screen, and (for a record's own page below that screen) a last crumb for the record.
 * Pure, so the shell and the tests share it.
 */
import { findMenuItemForPath, normalisePath } from './rules';
import type { Menu, MenuItem } from './types';

export type Crumb = { label: string; href?: string };

/** Section and sub-menu titles leading to the link at `path`, outermost first. */
function ancestorsOf(menu: Menu, path: string): string[] | undefined {
  const walk = (items: readonly MenuItem[], trail: string[]): string[] | undefined => {
    for (const item of items) {
      if (item.type === 'link' && item.path === path) return trail;
      if (item.type === 'sub') {
        const found = walk(item.children, [...trail, item.title]);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const section of menu) {
    const found = walk(section.items, [section.title]);
    if (found) return found;
  }
  return undefined;
}

/**
 * `/student/student-details/12` with record "Ada Lovelace" → People Management › Students ›
 * Student Details (a link back to the list) › Ada Lovelace. A path no item owns has no trail.
 */
export function breadcrumbTrail(menu: Menu, rawPath: string, recordLabel?: string): Crumb[] {
  const path = normalisePath(rawPath);
  const owner = findMenuItemForPath(menu, path);
  if (!owner) return [];
  const ancestors = (ancestorsOf(menu, owner.path) ?? []).map((label) => ({ label }));
  if (owner.path === path) return [...ancestors, { label: owner.title }];
  return [
    ...ancestors,
    { label: owner.title, href: owner.path },
    { label: recordLabel ?? 'Record' },
  ];
}
