/**
 * The timetable in the menu (issue 31): a sub-menu of the Academic Configuration section, after
 * Exams, with the four screens the issue names and the requirements the solver reads. Pure data, named in the module's manifest; the
 * plan module is the manifest's (`timetable`). A teacher reads timetables (timetable-list) and
 * has My day, their own (any staff member with timetable-list); the bell schedules are the office's; the board needs
 * substitution-manage.
 */
import type { MenuEntry } from '../../../menu/types';

export const timetableMenu: readonly MenuEntry[] = [
  {
    section: 'Academic Configuration',
    place: 31,
    item: {
      type: 'sub',
      title: 'Timetable',
      icon: 'calendar',
      children: [
        { type: 'link', title: 'Timetable', path: '/timetable', permissions: ['timetable-list'] },
        // A teacher's own day; an admin who teaches has one too.
        {
          type: 'link',
          title: 'My Day',
          path: '/timetable/my-day',
          permissions: ['timetable-list'],
          staffOnly: true,
        },
        {
          type: 'link',
          title: 'Substitutions',
          path: '/timetable/substitutions',
          permissions: ['substitution-manage'],
        },
        {
          type: 'link',
          title: 'Bell Schedules',
          path: '/timetable/bell-schedules',
          permissions: ['timetable-list'],
          staffOnly: true,
        },
        // What the solver reads: periods per week, teachers' limits, unavailable times.
        {
          type: 'link',
          title: 'Timetable Requirements',
          path: '/timetable/requirements',
          permissions: ['timetable-list'],
          staffOnly: true,
        },
      ],
    },
  },
];
