/**
 * The school app's menu of this build: the sidebar composed from the registry's manifests
 * (lib/menu/compose.ts), and with the profile dropdown the menu the page guard reads. Server
 * code (layouts, the page guard) and the tests read it; screens receive it filtered.
 */
import { composeMenu } from '../menu/compose';
import { PROFILE_MENU } from '../menu/definition';
import type { Menu } from '../menu/types';
import { modules } from './modules';

export const MENU: Menu = composeMenu(modules);

/** Both menus, as the page guard reads them: a path is open if an item for it is visible in either. */
export const GUARDED_MENU: Menu = [...MENU, ...PROFILE_MENU];
