/**
 * The academic structure in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const academicsMenu: readonly MenuEntry[] = [
  {
    section: 'Academic Configuration',
    place: 10,
    item: {
      type: 'sub',
      title: 'Classes and Subjects',
      icon: 'classes',
      roles: SCHOOL_ADMIN,
      children: [
        { type: 'link', title: 'Classes', path: '/academics/class', permissions: ['class-list'] },
        {
          type: 'link',
          title: 'Sections',
          path: '/academics/section',
          permissions: ['section-list'],
        },
        {
          type: 'link',
          title: 'Subjects',
          path: '/academics/subject',
          permissions: ['subject-list'],
        },
        {
          type: 'link',
          title: 'Class Subjects',
          path: '/academics/class-subject',
          permissions: ['class-subject-list'],
        },
      ],
    },
  },
  {
    section: 'Academic Configuration',
    place: 20,
    item: {
      type: 'sub',
      title: 'Academic Structure',
      icon: 'academic',
      roles: SCHOOL_ADMIN,
      children: [
        {
          type: 'link',
          title: 'Class Groups',
          path: '/academics/class-group',
          permissions: ['class-group-list'],
        },
        {
          type: 'link',
          title: 'Mediums',
          path: '/academics/medium',
          permissions: ['medium-list'],
        },
        {
          type: 'link',
          title: 'Streams',
          path: '/academics/stream',
          permissions: ['stream-list'],
        },
        {
          type: 'link',
          title: 'Semesters',
          path: '/academics/semester',
          permissions: ['semester-list'],
        },
        { type: 'link', title: 'Shifts', path: '/academics/shift', permissions: ['shift-list'] },
      ],
    },
  },
];
