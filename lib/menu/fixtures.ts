/**
 * The demo users of the seed as the menu rules see them (role names and permission names),
 * built from the permission catalogue so the tests follow the real grants.
 */
import { DEFAULT_ROLE_PERMISSIONS, FEES_PERMISSIONS, PERMISSIONS } from '../permissions/catalogue';
import type { MenuUser } from './types';

export const MENU_USERS = {
  admin: { roles: [{ name: 'School Admin' }], permissions: [...PERMISSIONS] },
  teacher: { roles: [{ name: 'Teacher' }], permissions: [...DEFAULT_ROLE_PERMISSIONS.Teacher] },
  guardian: { roles: [{ name: 'Guardian' }], permissions: [...DEFAULT_ROLE_PERMISSIONS.Guardian] },
  accountant: { roles: ['Accountant'], permissions: [...FEES_PERMISSIONS] },
  nobody: { roles: [], permissions: [] },
} satisfies Record<string, MenuUser>;

export type MenuUserName = keyof typeof MENU_USERS;
