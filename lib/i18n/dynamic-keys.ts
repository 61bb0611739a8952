/**
 * Keys the source names only through a rule, never as a literal, declared here so the catalogue
 * test can tell them from unused ones (lib/i18n/catalogue.test.ts). A namespace listed here must
 * hold exactly these keys. A screen that builds a key from data (a status, a role) adds its
 * namespace and the function listing every key it can build.
 */
import { GUARDED_MENU } from '../api/menu';
import type { Namespace } from './catalogue';
import { menuKey, menuTitles } from './menu';

export const DYNAMIC_KEYS: Partial<Record<Namespace, () => string[]>> = {
  // Every sidebar and profile-menu title, translated by translateMenu (lib/i18n/menu.ts).
  menu: () => [...new Set(menuTitles(GUARDED_MENU).map(menuKey))],
};
