/**
 * The shape of one menu definition (SPEC §3 "Menu item"), shared by the sidebar, the profile
 * menu, the server-side page guard and the tests.
 */
import type { PermissionName, ReservedRole } from '../permissions/catalogue';
import type { PlanModuleKey } from '../plans/catalogue';

/** Names of the icons the shell knows how to draw (components/shell/menu-icon.tsx). */
export type MenuIconName =
  | 'dashboard'
  | 'fees'
  | 'attendance'
  | 'teacher-attendance'
  | 'leave'
  | 'calendar'
  | 'megaphone'
  | 'students'
  | 'teachers'
  | 'staff'
  | 'fee-setup'
  | 'payroll'
  | 'expenses'
  | 'inventory'
  | 'classes'
  | 'academic'
  | 'settings'
  | 'subscription'
  | 'backup'
  | 'audit'
  | 'account';

type MenuItemBase = {
  title: string;
  icon?: MenuIconName;
  badge?: string;
  /** Any one of these roles is enough; empty or absent means no role is required. */
  roles?: readonly (ReservedRole | string)[];
  /** Any one of these permissions is enough; empty or absent means none is required. */
  permissions?: readonly PermissionName[];
  /** The plan module the item belongs to (lib/plans): absent from a plan, hidden. */
  module?: PlanModuleKey;
  /**
   * Only for staff: hidden from a user whose every role is Guardian, even when a guardian's
   * grant (fees-list) would pass its permission. A guardian has entries of their own, named
   * for a guardian ("Fees", "Attendance", "Notices"), on the screens that show only their
   * children; the staff's screens of the same areas list the whole school and answer 403.
   */
  staffOnly?: boolean;
};

export type MenuLink = MenuItemBase & { type: 'link'; path: string };
export type MenuSub = MenuItemBase & { type: 'sub'; children: readonly MenuItem[] };
export type MenuItem = MenuLink | MenuSub;

export type MenuSection = { title: string; items: readonly MenuItem[] };
export type Menu = readonly MenuSection[];

/** The role SPEC §6 names for the School Admin's own areas. */
export const SCHOOL_ADMIN = ['School Admin'] as const;

/** The six sidebar sections of SPEC §2, in their order. */
export const MENU_SECTIONS = [
  'Overview',
  'Daily Operations',
  'People Management',
  'Financial Management',
  'Academic Configuration',
  'System Administration',
] as const;
export type MenuSectionTitle = (typeof MENU_SECTIONS)[number];

/**
 * What a module adds to the menu (its `menu.ts`, named in its manifest): an item at a place
 * of a section (places order the section's items, SPEC §2), or, with `parent`, a link inside
 * another module's sub-menu at a place among its children (Salary Structure, payroll's, sits
 * in people's Staff Management).
 */
export type MenuEntry =
  | { section: MenuSectionTitle; place: number; item: MenuItem }
  | { parent: string; place: number; item: MenuItem };

/** What the menu rules need to know about a user: role names and permission names. */
export type MenuUser = {
  roles: readonly ({ name: string } | string)[];
  permissions: readonly (string | { name: string })[];
  /** The school's plan, when it has one: only its modules show (no plan: every module). */
  school?: { plan?: { modules: readonly string[] } | null };
};
