/**
 * People in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import { SCHOOL_ADMIN, type MenuEntry } from '../../../menu/types';

export const peopleMenu: readonly MenuEntry[] = [
  {
    section: 'Overview',
    place: 20,
    item: {
      type: 'link',
      title: 'My Children',
      path: '/guardian',
      icon: 'students',
      roles: ['Guardian'],
    },
  },
  {
    section: 'People Management',
    place: 10,
    item: {
      type: 'sub',
      title: 'Students',
      icon: 'students',
      children: [
        {
          type: 'link',
          title: 'Student Admission',
          path: '/student/student-admission',
          permissions: ['student-create'],
        },
        {
          type: 'link',
          title: 'Admission Inquiries',
          path: '/student/admission-inquiries',
          permissions: ['student-admission-inquiry-list'],
        },
        {
          type: 'link',
          title: 'Student Details',
          path: '/student/student-details',
          permissions: ['student-list'],
        },
        {
          // SPEC §6: School Admin and Guardian; a Guardian reaches the same page (their own
          // children) as "My Children" below.
          type: 'link',
          title: 'Guardian Details',
          path: '/guardian',
          roles: ['School Admin'],
        },
        {
          type: 'link',
          title: 'Transfer Students',
          path: '/academics/transfer-student',
          permissions: ['transfer-student-list'],
        },
        {
          type: 'link',
          title: 'Bulk Import Students',
          path: '/student/add-bulk-data',
          permissions: ['student-bulk-import'],
        },
      ],
    },
  },
  {
    section: 'People Management',
    place: 20,
    item: {
      type: 'sub',
      title: 'Teachers',
      icon: 'teachers',
      roles: SCHOOL_ADMIN,
      children: [
        {
          type: 'link',
          title: 'Add Teacher',
          path: '/teacher/add-teacher',
          permissions: ['teacher-create'],
        },
        {
          type: 'link',
          title: 'Teacher Details',
          path: '/teacher/teacher-details',
          permissions: ['teacher-list'],
        },
        {
          type: 'link',
          title: 'Bulk Upload Teachers',
          path: '/teacher/bulk-upload',
          permissions: ['teacher-create'],
        },
        {
          type: 'link',
          title: 'Class Teachers',
          path: '/academics/class-section',
          permissions: ['teacher-list'],
        },
      ],
    },
  },
  {
    section: 'People Management',
    place: 30,
    item: {
      type: 'sub',
      title: 'Staff Management',
      icon: 'staff',
      roles: SCHOOL_ADMIN,
      children: [
        { type: 'link', title: 'Staff', path: '/staff', permissions: ['staff-list'] },
        {
          type: 'link',
          title: 'Roles and Permissions',
          path: '/roles',
          permissions: ['role-list'],
        },
      ],
    },
  },
];
