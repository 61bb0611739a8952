/**
 * Dashboard in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { DASHBOARD_PATH } from '../../../menu/definition';
import type { MenuEntry } from '../../../menu/types';

export const dashboardMenu: readonly MenuEntry[] = [
  {
    section: 'Overview',
    place: 10,
    item: { type: 'link', title: 'Dashboard', path: DASHBOARD_PATH, icon: 'dashboard' },
  },
];
