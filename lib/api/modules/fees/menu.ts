/**
 * Fees in the menu (SPEC §2, rules of SPEC §6): pure data, named in the module's
 * manifest and read by the server layouts through lib/menu/compose.ts.
 */
import type { MenuEntry } from '../../../menu/types';

export const feesMenu: readonly MenuEntry[] = [
  {
    section: 'Daily Operations',
    place: 10,
    item: {
      type: 'sub',
      title: 'Student Fees',
      module: 'fees',
      icon: 'fees',
      // A guardian holds fees-list for their own children's fees: "Fees" below is theirs, and
      // the payment history lists the whole school's payments (403 to a guardian).
      staffOnly: true,
      children: [
        {
          type: 'link',
          title: 'Collect Fee',
          path: '/fees/student-fees',
          permissions: ['fees-list'],
        },
        {
          type: 'link',
          title: 'Fees Payment History',
          path: '/fees/fees-transaction-logs',
          permissions: ['fees-list'],
        },
        {
          type: 'link',
          title: 'Fee Dues',
          path: '/fees/dues',
          permissions: ['fees-list'],
        },
      ],
    },
  },
  {
    // The guardian's fees: the same screen, showing only their children (SPEC §2 names it
    // for the office; a guardian pays rather than collects).
    section: 'Daily Operations',
    place: 15,
    item: {
      type: 'link',
      title: 'Fees',
      module: 'fees',
      path: '/fees/student-fees',
      icon: 'fees',
      roles: ['Guardian'],
      permissions: ['fees-list'],
    },
  },
  {
    section: 'Financial Management',
    place: 10,
    item: {
      type: 'sub',
      title: 'Fee Setup',
      module: 'fees',
      icon: 'fee-setup',
      children: [
        {
          type: 'link',
          title: 'Fee Types',
          path: '/fees/fees-type',
          permissions: ['fees-type-list'],
        },
        {
          type: 'link',
          title: 'Create Fee Structure',
          path: '/fees/create-fees-structure',
          permissions: ['fees-create'],
        },
        {
          type: 'link',
          title: 'Custom Fees',
          path: '/fees/create-custom-fee',
          permissions: ['fees-create'],
        },
        {
          type: 'link',
          title: 'Fee Structures',
          path: '/fees/view-fees-structure',
          permissions: ['fees-list'],
        },
        {
          type: 'link',
          title: 'Fee Waivers',
          path: '/fees/create-fee-wavier',
          permissions: ['fees-create'],
        },
        {
          type: 'link',
          title: 'Assign Student Fees',
          path: '/fees/assign-student-fees',
          permissions: ['fees-class-list'],
        },
      ],
    },
  },
];
