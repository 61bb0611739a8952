/**
 * Menu titles are the menu's identifiers (modules name a parent by its title), so they stay
 * English in the definitions and are translated when the server hands the filtered menu to
 * the shell: the key of a title is its kebab-case form in the `menu` namespace
 * ("Collect Fee" → menu.collect-fee). The catalogue test reads every title from MENU, so these
 * are the declared dynamic keys of that namespace.
 */
import type { Menu, MenuItem, MenuSection } from '../menu/types';

export function menuKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every title of the menus, as the catalogue test declares them. */
export function menuTitles(menu: Menu): string[] {
  const walk = (items: readonly MenuItem[]): string[] =>
    items.flatMap((i) => [i.title, ...(i.type === 'sub' ? walk(i.children) : [])]);
  return menu.flatMap((section) => [section.title, ...walk(section.items)]);
}

export function translateMenu<S extends MenuSection>(menu: S[], t: (key: string) => string): S[] {
  const item = (i: MenuItem): MenuItem =>
    i.type === 'sub'
      ? { ...i, title: t(menuKey(i.title)), children: i.children.map(item) }
      : { ...i, title: t(menuKey(i.title)) };
  return menu.map((section) => ({
    ...section,
    title: t(menuKey(section.title)),
    items: section.items.map(item),
  }));
}
