/**
 * The sidebar menu composed from the modules' menu entries (each module's `menu.ts`, named in
 * its manifest): the six sections of SPEC §2 in their order, each section's items by their
 * place, and entries that name a `parent` placed among that sub-menu's children (the
 * children written in the sub itself take places 10, 20, 30...). An item without a plan
 * module takes its module's (`plan` in the manifest). Pure: the server layouts call it with
 * the registry (lib/api/menu.ts), and a test with a throw-away module.
 */
import type { PlanModuleKey } from '../plans/catalogue';
import { MENU_SECTIONS, type Menu, type MenuEntry, type MenuItem } from './types';

export type MenuSource = { name: string; plan?: PlanModuleKey; menu?: readonly MenuEntry[] };

type Placed = { place: number; item: MenuItem };

const byPlace = (a: Placed, b: Placed) => a.place - b.place;

export function composeMenu(modules: readonly MenuSource[]): Menu {
  const entries = modules.flatMap((m) =>
    (m.menu ?? []).map((entry) => ({
      ...entry,
      item: m.plan && !entry.item.module ? { ...entry.item, module: m.plan } : entry.item,
      from: m.name,
    })),
  );
  const children = new Map<string, Placed[]>();
  for (const e of entries)
    if ('parent' in e) children.set(e.parent, [...(children.get(e.parent) ?? []), e]);

  const withChildren = (item: MenuItem): MenuItem => {
    const added = children.get(item.title);
    if (!added) return item;
    children.delete(item.title);
    if (item.type !== 'sub') throw new Error(`Menu entries name ${item.title}, a link, as parent.`);
    const own = item.children.map((child, i) => ({ place: (i + 1) * 10, item: child }));
    return { ...item, children: [...own, ...added].sort(byPlace).map((c) => c.item) };
  };

  const menu = MENU_SECTIONS.map((title) => ({
    title,
    items: entries
      .flatMap((e) => ('section' in e && e.section === title ? [e] : []))
      .sort(byPlace)
      .map((e) => withChildren(e.item)),
  }));
  if (children.size)
    throw new Error(
      `Menu entries name a parent no module has: ${[...children.keys()].join(', ')}.`,
    );
  return menu;
}
