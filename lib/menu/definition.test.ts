import { isPermissionName } from '../permissions/catalogue';
import { GUARDED_MENU, MENU } from './definition';
import { menuLinks } from './rules';
import { ALL_SPEC_PRIVATE_ROUTES } from './spec-private-routes';
import type { MenuItem } from './types';

const allItems = (items: readonly MenuItem[]): MenuItem[] =>
  items.flatMap((i) => [i, ...(i.type === 'sub' ? allItems(i.children) : [])]);

describe('the menu definition', () => {
  test('has the six sections of SPEC §2 in order', () => {
    expect(MENU.map((s) => s.title)).toEqual([
      'Overview',
      'Daily Operations',
      'People Management',
      'Financial Management',
      'Academic Configuration',
      'System Administration',
    ]);
  });

  test.each(ALL_SPEC_PRIVATE_ROUTES)('SPEC §2 route %s has a menu item', (route) => {
    expect(menuLinks(GUARDED_MENU).map((l) => l.path)).toContain(route);
  });

  test('every sidebar link is a SPEC §2 route and appears once', () => {
    const paths = menuLinks(MENU).map((l) => l.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(ALL_SPEC_PRIVATE_ROUTES).toContain(path);
  });

  test('every permission named is in the catalogue', () => {
    for (const item of MENU.flatMap((s) => allItems(s.items)))
      for (const p of item.permissions ?? [])
        expect([item.title, isPermissionName(p)]).toEqual([item.title, true]);
  });

  test.each([
    ['Teachers'],
    ['Staff Management'],
    ['Expense Management'],
    ['Inventory'],
    ['Classes and Subjects'],
    ['Academic Structure'],
    ['School Settings'],
    ['Subscription'],
    ['Database Backup'],
    ['Leave Types and Settings'],
  ])('SPEC §6: %s is for School Admin only', (title) => {
    const item = MENU.flatMap((s) => allItems(s.items)).find((i) => i.title === title);
    expect(item?.roles).toEqual(['School Admin']);
  });

  test('every sub has children and every top-level item an icon', () => {
    for (const section of MENU)
      for (const item of section.items) {
        expect([item.title, Boolean(item.icon)]).toEqual([item.title, true]);
        if (item.type === 'sub') expect(item.children.length).toBeGreaterThan(0);
      }
  });
});
