/**
 * Payroll in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import type { MenuEntry } from '../../../menu/types';

export const payrollMenu: readonly MenuEntry[] = [
  {
    section: 'Financial Management',
    place: 20,
    item: {
      type: 'sub',
      title: 'Payroll',
      module: 'payroll',
      icon: 'payroll',
      children: [
        {
          type: 'link',
          title: 'Payroll Settings',
          path: '/payroll-settings',
          permissions: ['payroll-settings-list'],
        },
        { type: 'link', title: 'Payroll', path: '/payroll', permissions: ['payroll-list'] },
        // Not in SPEC §2: a staff member's own payslips (issue 13).
        {
          type: 'link',
          title: 'My Payslips',
          path: '/payroll/my-payslips',
          roles: ['School Admin', 'Teacher'],
        },
      ],
    },
  },
  // Salary Structure sits among people's Staff Management (SPEC §2), after Staff and Roles.
  {
    parent: 'Staff Management',
    place: 30,
    item: {
      type: 'link',
      title: 'Salary Structure',
      module: 'payroll',
      path: '/staff/salary-structure',
      permissions: ['staff-list'],
    },
  },
];
