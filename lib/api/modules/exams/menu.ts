/**
 * Exams in the menu (issue 30): a sub-menu of the Academic Configuration section, after the
 * academic structure, with the six screens the issue names. Pure data, named in the module's
 * manifest; their plan module is the manifest's (`exams`). No role on the sub-menu: teachers
 * enter marks and guardians read their children's schedules, results and report cards (their
 * share is the API's, access.ts); setting up grading scales needs `exam-create`.
 */
import type { MenuEntry } from '../../../menu/types';

export const examsMenu: readonly MenuEntry[] = [
  {
    section: 'Academic Configuration',
    place: 30,
    item: {
      type: 'sub',
      title: 'Exams',
      icon: 'academic',
      children: [
        {
          // The office's list (create, edit, delete); a guardian opens an exam from the schedule.
          type: 'link',
          title: 'Exams',
          path: '/exams',
          permissions: ['exam-list'],
          staffOnly: true,
        },
        {
          type: 'link',
          title: 'Exam Schedule',
          path: '/exams/schedule',
          permissions: ['exam-list'],
        },
        { type: 'link', title: 'Marks Entry', path: '/exams/marks', permissions: ['exam-marks'] },
        { type: 'link', title: 'Results', path: '/exams/results', permissions: ['exam-list'] },
        {
          type: 'link',
          title: 'Grading Scales',
          path: '/exams/grading-scales',
          permissions: ['exam-create'],
        },
        {
          type: 'link',
          title: 'Report Cards',
          path: '/exams/report-cards',
          permissions: ['exam-list'],
        },
      ],
    },
  },
];
