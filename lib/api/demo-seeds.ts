/**
 * Every module's demo seed, in the order they run (a module after those it reads from: fees
 * charges people's students).
 * A new module adds its `modules/{area}/demo-seed.ts` here, as it adds its routes to routes.ts.
 */
import type { ModuleDemoSeed } from './demo/context';
import { academicsDemoSeed } from './modules/academics/demo-seed';
import { attendanceDemoSeed } from './modules/attendance/demo-seed';
import { calendarDemoSeed } from './modules/calendar/demo-seed';
import { announcementsDemoSeed } from './modules/announcements/demo-seed';
import { leaveDemoSeed } from './modules/leave/demo-seed';
import { feesDemoSeed } from './modules/fees/demo-seed';
import { peopleDemoSeed } from './modules/people/demo-seed';
import { subscriptionsDemoSeed } from './modules/subscriptions/demo-seed';
import { inventoryDemoSeed } from './modules/inventory/demo-seed';
import { expensesDemoSeed } from './modules/expenses/demo-seed';
import { payrollDemoSeed } from './modules/payroll/demo-seed';

export const DEMO_SEEDS: ModuleDemoSeed[] = [
  academicsDemoSeed,
  peopleDemoSeed,
  feesDemoSeed,
  calendarDemoSeed,
  attendanceDemoSeed,
  leaveDemoSeed,
  announcementsDemoSeed,
  subscriptionsDemoSeed,
  inventoryDemoSeed,
  expensesDemoSeed,
  payrollDemoSeed,
];
