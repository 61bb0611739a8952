import { breadcrumbTrail } from './breadcrumb';
import { MENU } from '../api/menu';
import { MENU_USERS } from './fixtures';
import { filterMenu } from './rules';
import type { Menu } from './types';

const menu: Menu = [
  { title: 'Overview', items: [{ type: 'link', title: 'Dashboard', path: '/dashboard' }] },
  {
    title: 'People Management',
    items: [
      {
        type: 'sub',
        title: 'Students',
        children: [{ type: 'link', title: 'Student Details', path: '/student/student-details' }],
      },
    ],
  },
];

describe('breadcrumbTrail', () => {
  test.each([
    ['a top-level link', '/dashboard', undefined, [{ label: 'Overview' }, { label: 'Dashboard' }]],
    [
      'a link inside a sub-menu, query and trailing slash ignored',
      '/student/student-details/?page=2',
      undefined,
      [{ label: 'People Management' }, { label: 'Students' }, { label: 'Student Details' }],
    ],
    [
      "a record's own page links back to its list",
      '/student/student-details/12',
      'Ada Lovelace',
      [
        { label: 'People Management' },
        { label: 'Students' },
        { label: 'Student Details', href: '/student/student-details' },
        { label: 'Ada Lovelace' },
      ],
    ],
    [
      'a record whose name is not known yet',
      '/student/student-details/12',
      undefined,
      [
        { label: 'People Management' },
        { label: 'Students' },
        { label: 'Student Details', href: '/student/student-details' },
        { label: 'Record' },
      ],
    ],
    ['a path no item owns', '/nowhere', undefined, []],
  ])('%s', (_name, path, record, expected) => {
    expect(breadcrumbTrail(menu, path, record)).toEqual(expected);
  });

  test('the real menu, as the School Admin sees it, gives guardians and teachers a trail to their lists', () => {
    const admins = filterMenu(MENU, MENU_USERS.admin);
    expect(breadcrumbTrail(admins, '/guardian/3', 'G').at(-2)).toEqual({
      label: 'Guardian Details',
      href: '/guardian',
    });
    expect(breadcrumbTrail(admins, '/teacher/teacher-details/3', 'T').at(-2)).toEqual({
      label: 'Teacher Details',
      href: '/teacher/teacher-details',
    });
    // A guardian's own page is their "My Children".
    expect(breadcrumbTrail(filterMenu(MENU, MENU_USERS.guardian), '/guardian')).toEqual([
      { label: 'Overview' },
      { label: 'My Children' },
    ]);
  });
});
