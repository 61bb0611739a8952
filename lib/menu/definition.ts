/**
 * The menu's fixed parts: the dashboard's path and the profile dropdown. The sidebar menu —
 * every private route of SPEC §2 in the six sidebar sections, each with the roles and
 * permissions of SPEC §6 — is composed from the modules' menu entries (`menu.ts` in each
 * module, compose.ts; the server's MENU is lib/api/menu.ts). The sidebar draws it (filtered
 * for the user), the server-side page guard reads it, and the tests walk it, so a screen is
 * reachable exactly when its menu item is visible.
 *
 * Where SPEC §6 names a role for a whole area (Teachers, Staff Management, ...), the role sits
 * on the sub-menu and its children carry the area's permission. Where it names nothing, the
 * item needs the area's `-list` permission; screens that create (admission, fee structures)
 * need the `-create` permission instead, so a user who may only read is not sent to a form.
 */
import { SCHOOL_ADMIN, type Menu } from './types';

/*
 * The dashboard. SPEC §6 lists it as School Admin only, while SPEC §4 sends everyone but a
 * Teacher to /dashboard after login (a Guardian, an Accountant). We keep the landing rule and
 * show the Dashboard item to every signed-in user: the page shows only what the user may see
 * (GET /api/dashboard-stats returns only the counts the caller may list; the fee summary needs
 * fees-list). Hiding the item while still landing users on the page would break the rule that
 * a screen is reachable exactly when its menu item is visible — or would send them to a 403.
 */
export const DASHBOARD_PATH = '/dashboard';

/**
 * The profile dropdown (SPEC §2): Account and My Notifications (issue 28: the list the header's
 * bell opens, in the menu so the page guard and the every-screen walk know it) for everyone,
 * Settings for School Admin only.
 */
export const PROFILE_MENU: Menu = [
  {
    title: 'Profile',
    items: [
      { type: 'link', title: 'Account', path: '/app/users/profile', icon: 'account' },
      { type: 'link', title: 'My Notifications', path: '/notifications', module: 'notifications' },
      {
        type: 'link',
        title: 'Settings',
        path: '/school-settings',
        icon: 'settings',
        roles: SCHOOL_ADMIN,
      },
    ],
  },
];
