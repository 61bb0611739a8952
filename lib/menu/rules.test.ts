import { GUARDED_MENU, MENU } from '../api/menu';
import { PROFILE_MENU } from './definition';
import { MENU_USERS, type MenuUserName } from './fixtures';
import {
  canAccessPath,
  filterMenu,
  findMenuItemForPath,
  isItemAllowed,
  menuLinks,
  normalisePath,
  searchMenu,
} from './rules';
import type { Menu, MenuItem } from './types';

const titles = (menu: Menu) =>
  menu.flatMap((s) =>
    s.items.flatMap((i) => [i.title, ...(i.type === 'sub' ? i.children.map((c) => c.title) : [])]),
  );

describe('isItemAllowed (SPEC §6: any role AND any permission)', () => {
  const item = (roles?: string[], permissions?: MenuItem['permissions']): MenuItem => ({
    type: 'link',
    title: 'x',
    path: '/x',
    roles,
    permissions,
  });
  test.each([
    ['nothing required', item(), { roles: [], permissions: [] }, true],
    ['empty lists mean nothing required', item([], []), { roles: [], permissions: [] }, true],
    [
      'holds the role',
      item(['School Admin']),
      { roles: [{ name: 'School Admin' }], permissions: [] },
      true,
    ],
    [
      'lacks the role',
      item(['School Admin']),
      { roles: [{ name: 'Teacher' }], permissions: [] },
      false,
    ],
    [
      'any one of two roles',
      item(['School Admin', 'Guardian']),
      { roles: ['Guardian'], permissions: [] },
      true,
    ],
    [
      'holds the permission',
      item(undefined, ['fees-list']),
      { roles: [], permissions: ['fees-list'] },
      true,
    ],
    [
      'permission as an object',
      item(undefined, ['fees-list']),
      { roles: [], permissions: [{ name: 'fees-list' }] },
      true,
    ],
    [
      'lacks the permission',
      item(undefined, ['fees-list']),
      { roles: [], permissions: ['fees-create'] },
      false,
    ],
    [
      'any one of two permissions',
      item(undefined, ['fees-list', 'approve-leave']),
      { roles: [], permissions: ['approve-leave'] },
      true,
    ],
    [
      'role but not permission',
      item(['Teacher'], ['fees-list']),
      { roles: ['Teacher'], permissions: [] },
      false,
    ],
    [
      'permission but not role',
      item(['Teacher'], ['fees-list']),
      { roles: ['Guardian'], permissions: ['fees-list'] },
      false,
    ],
    [
      'role and permission',
      item(['Teacher'], ['fees-list']),
      { roles: ['Teacher'], permissions: ['fees-list'] },
      true,
    ],
  ])('%s', (_name, it, user, expected) => {
    expect(isItemAllowed(it, user)).toBe(expected);
  });
});

describe('filterMenu on the real menu, per demo user', () => {
  const visible = (user: MenuUserName) => titles(filterMenu(MENU, MENU_USERS[user]));

  test.each<[MenuUserName, string[], string[]]>([
    [
      'admin',
      [
        'Dashboard',
        'Teachers',
        'Staff Management',
        'Expense Management',
        'Inventory',
        'School Settings',
        'Subscription',
        'Database Backup',
        'Leave Types and Settings',
        'Guardian Details',
        'Leave Requests',
      ],
      [],
    ],
    [
      'teacher',
      [
        'Dashboard',
        'Mark Teacher Attendance',
        'Mark Attendance',
        'Student Details',
        'Holidays',
        'Announcements',
        'Apply Leave',
        'My Leaves',
      ],
      [
        'Staff Management',
        'Staff',
        'Expense Management',
        'Expenses',
        'School Settings',
        'Teachers',
        'Inventory',
        'Guardian Details',
        'Leave Requests',
        'Leave Types and Settings',
        'Student Admission',
        'Collect Fee',
      ],
    ],
    [
      'guardian',
      ['My Children', 'Fees', 'Attendance', 'Holidays', 'Notices'],
      [
        'Guardian Details',
        'Collect Fee',
        'Fees Payment History',
        'Mark Teacher Attendance',
        'Attendance Records',
        'Announcements',
        'Student Details',
        'Teachers',
        'Mark Attendance',
        'Create Fee Structure',
        'Fee Types',
        'School Settings',
      ],
    ],
    [
      'accountant',
      [
        'Collect Fee',
        'Fees Payment History',
        'Fee Types',
        'Create Fee Structure',
        'Assign Student Fees',
      ],
      ['Guardian Details', 'Holidays', 'Payroll', 'Expenses', 'Teachers'],
    ],
    [
      'nobody',
      ['Dashboard', 'Apply Leave', 'My Leaves'],
      ['Holidays', 'Guardian Details', 'Mark Teacher Attendance', 'My Children'],
    ],
  ])('%s', (user, shown, hidden) => {
    const seen = visible(user);
    for (const title of shown) expect(seen).toContain(title);
    for (const title of hidden) expect(seen).not.toContain(title);
  });

  test("School Admin sees every item of the menu but the guardian's own", () => {
    const guardians = ['My Children', 'Fees', 'Attendance', 'Notices'];
    const guardianOnly = (i: MenuItem) => i.roles?.length === 1 && i.roles[0] === 'Guardian';
    const staffMenu = MENU.map((s) => ({ ...s, items: s.items.filter((i) => !guardianOnly(i)) }));
    expect(titles(filterMenu(MENU, MENU_USERS.admin))).toEqual(titles(staffMenu));
    expect(titles(MENU).filter((t) => !titles(staffMenu).includes(t))).toEqual(
      guardians.filter((t) => t !== 'Attendance'),
    );
  });

  test("a guardian's menu is theirs alone, each link named for a guardian (issue 27)", () => {
    const links = (menu: Menu) => menuLinks(menu).map((l) => `${l.title} ${l.path}`);
    expect(links(filterMenu(MENU, MENU_USERS.guardian))).toEqual([
      'Dashboard /dashboard',
      'My Children /guardian',
      'Fees /fees/student-fees',
      'Attendance /guardian/attendance',
      'Apply Leave /leave/create',
      'My Leaves /leave',
      'Holidays /holidays',
      'Notices /announcements',
      // Their children's classes' structures (issue 11), without the office's counts.
      'Fee Structures /fees/view-fees-structure',
      // Their children's classes' exam schedules, published results and report cards (issue 30).
      'Exam Schedule /exams/schedule',
      'Results /exams/results',
      'Report Cards /exams/report-cards',
      // Their children's class timetables, read-only (issue 31).
      'Timetable /timetable',
    ]);
    // The page guard agrees: what the menu hides answers the 403 page.
    for (const path of ['/fees/fees-transaction-logs', '/teacher/attendance', '/fees/fees-type'])
      expect([path, canAccessPath(GUARDED_MENU, MENU_USERS.guardian, path)]).toEqual([path, false]);
    expect(canAccessPath(GUARDED_MENU, MENU_USERS.guardian, '/fees/student-fees')).toBe(true);
  });

  test('a staff member who is also a guardian keeps both menus', () => {
    const both = {
      roles: [{ name: 'Teacher' }, { name: 'Guardian' }],
      permissions: [...MENU_USERS.teacher.permissions, ...MENU_USERS.guardian.permissions],
    };
    const seen = titles(filterMenu(MENU, both));
    for (const title of ['Mark Teacher Attendance', 'Announcements', 'Notices', 'My Children'])
      expect(seen).toContain(title);
  });

  test('a sub with no visible child disappears, and so does an empty section', () => {
    const menu: Menu = [
      {
        title: 'A',
        items: [
          {
            type: 'sub',
            title: 'Sub',
            children: [{ type: 'link', title: 'L', path: '/l', permissions: ['fees-list'] }],
          },
        ],
      },
      { title: 'B', items: [{ type: 'link', title: 'Open', path: '/open' }] },
    ];
    expect(filterMenu(menu, MENU_USERS.nobody)).toEqual([
      { title: 'B', items: [{ type: 'link', title: 'Open', path: '/open' }] },
    ]);
  });

  test('a hidden sub hides its children even when they need nothing', () => {
    expect(visible('teacher')).not.toContain('Inventory Items');
  });

  test('the filtered menu keeps the six sections in order for School Admin', () => {
    expect(filterMenu(MENU, MENU_USERS.admin).map((s) => s.title)).toEqual(
      MENU.map((s) => s.title),
    );
  });
});

describe('searchMenu (SPEC §5)', () => {
  test.each<[string, string[], string[]]>([
    ['', ['Dashboard', 'Database Backup'], []],
    ['   ', ['Dashboard'], []],
    ['DASH', ['Dashboard'], ['Database Backup']],
    ['leave', ['Leave', 'Apply Leave', 'My Leaves', 'Leave Requests'], ['Holidays']],
    // A child's title matches: its sub stays, with only the matching children.
    ['collect', ['Student Fees', 'Collect Fee'], ['Fees Payment History', 'Dashboard']],
    // The sub's own title matches: every child stays.
    ['inventory', ['Inventory', 'Inventory Items', 'Stock Transactions'], []],
    ['zzz-no-such-item', [], ['Dashboard']],
  ])('"%s"', (term, shown, hidden) => {
    const found = titles(searchMenu(MENU, term));
    for (const title of shown) expect(found).toContain(title);
    for (const title of hidden) expect(found).not.toContain(title);
  });

  test('no match leaves no section at all', () => {
    expect(searchMenu(MENU, 'zzz-no-such-item')).toEqual([]);
  });
});

describe('findMenuItemForPath', () => {
  test.each([
    ['/dashboard', 'Dashboard'],
    ['/dashboard/', 'Dashboard'],
    ['/dashboard?layout=london', 'Dashboard'],
    ['/leave', 'My Leaves'],
    ['/leave/requests', 'Leave Requests'],
    ['/leave/requests/12', 'Leave Requests'],
    ['/leave/somewhere', 'My Leaves'],
    ['/school-settings/session-years', 'Session Years'],
    ['/student/student-details/42/edit', 'Student Details'],
    ['/timetable/requirements', 'Timetable Requirements'],
    ['/timetable/draft', 'Timetable'],
    ['/app/users/profile', undefined],
    ['/dashboard-x', undefined],
    ['/nowhere', undefined],
  ])('%s → %s', (path, title) => {
    expect(findMenuItemForPath(MENU, path)?.title).toBe(title);
  });

  test('the profile menu owns the account page', () => {
    expect(findMenuItemForPath(GUARDED_MENU, '/app/users/profile')?.title).toBe('Account');
  });
});

describe('canAccessPath: reachable exactly when the item is visible', () => {
  test.each<[MenuUserName, string, boolean]>([
    ['admin', '/school-settings', true],
    ['admin', '/staff', true],
    ['admin', '/app/users/profile', true],
    ['teacher', '/school-settings', false],
    ['teacher', '/school-settings/session-years', false],
    ['teacher', '/staff', false],
    ['teacher', '/expenses', false],
    ['teacher', '/inventory/items', false],
    ['teacher', '/teacher/attendance', true],
    ['teacher', '/student/student-details', true],
    ['teacher', '/student/student-details/5', true],
    ['teacher', '/app/users/profile', true],
    ['guardian', '/guardian', true],
    ['guardian', '/student/student-details', false],
    ['accountant', '/fees/create-fees-structure', true],
    ['accountant', '/guardian', false],
    ['nobody', '/dashboard', true],
    ['nobody', '/leave/create', true],
    ['nobody', '/holidays', false],
    ['admin', '/not-a-menu-route', false],
  ])('%s %s → %s', (user, path, expected) => {
    expect(canAccessPath(GUARDED_MENU, MENU_USERS[user], path)).toBe(expected);
  });

  test.each(Object.keys(MENU_USERS) as MenuUserName[])(
    'for %s, every visible link is reachable and no hidden one',
    (name) => {
      const user = MENU_USERS[name];
      const visible = new Set(menuLinks(filterMenu(GUARDED_MENU, user)).map((l) => l.path));
      for (const link of menuLinks(GUARDED_MENU)) {
        expect([link.path, canAccessPath(GUARDED_MENU, user, link.path)]).toEqual([
          link.path,
          visible.has(link.path),
        ]);
      }
    },
  );
});

describe('normalisePath', () => {
  test.each([
    ['/a/b/', '/a/b'],
    ['/a?x=1', '/a'],
    ['/a#top', '/a'],
    ['a', '/a'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

test('the profile menu shows Settings only to School Admin, My Notifications to everyone', () => {
  expect(titles(filterMenu(PROFILE_MENU, MENU_USERS.admin))).toEqual([
    'Account',
    'My Notifications',
    'Settings',
  ]);
  expect(titles(filterMenu(PROFILE_MENU, MENU_USERS.teacher))).toEqual([
    'Account',
    'My Notifications',
  ]);
});

describe('the school plan', () => {
  const admin = MENU_USERS.admin;
  const withPlan = (modules: string[]) => ({ ...admin, school: { plan: { modules } } });

  test('modules outside the plan leave the menu and their paths are refused; basics stay', () => {
    const shown = titles(filterMenu(MENU, withPlan(['attendance'])));
    expect(shown).toEqual(expect.arrayContaining(['Attendance', 'Student Details', 'Classes']));
    for (const hidden of [
      'Student Fees',
      'Fee Setup',
      'Payroll',
      'Salary Structure',
      'Inventory',
      'Leave',
      'Holidays',
    ])
      expect(shown).not.toContain(hidden);
    expect(canAccessPath(MENU, withPlan(['attendance']), '/fees/fees-type')).toBe(false);
    expect(canAccessPath(MENU, withPlan(['fees']), '/fees/fees-type')).toBe(true);
    expect(canAccessPath(MENU, withPlan([]), '/student/student-details')).toBe(true);
  });

  test('without a plan every module shows', () => {
    expect(titles(filterMenu(MENU, { ...admin, school: { plan: null } }))).toContain('Inventory');
  });
});
