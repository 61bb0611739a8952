/**
 * THE registry: every module's manifest (its folder's `module.ts`), one line each. Routes,
 * /api/meta-data, the menu, the dashboard, the demo seed, backup and restore, private-file
 * access, the plan gate and the generated cross-school tests all read this list; adding a
 * module is one new folder and one line here (docs/ARCHITECTURE.md, "Adding a module").
 *
 * The order is the order of the routes in the OpenAPI document, of the menu entries that
 * share a place, and of the dashboard's figures. The demo seed runs in the order of each
 * step's `after`, not this list's.
 */
import type { ApiModule } from './http/module';
import { registerUsages } from './http/usages';
import { academicsModule } from './modules/academics/module';
import { announcementsModule } from './modules/announcements/module';
import { auditModule } from './modules/audit/module';
import { attendanceModule } from './modules/attendance/module';
import { authModule } from './modules/auth/module';
import { backupModule } from './modules/backup/module';
import { calendarModule } from './modules/calendar/module';
import { certificatesModule } from './modules/certificates/module';
import { dashboardModule } from './modules/dashboard/module';
import { feesModule } from './modules/fees/module';
import { filesModule } from './modules/files/module';
import { identityModule } from './modules/identity/module';
import { leaveModule } from './modules/leave/module';
import { peopleModule } from './modules/people/module';
import { platformModule } from './modules/platform/module';
import { publicFormsModule } from './modules/public-forms/module';
import { subscriptionsModule } from './modules/subscriptions/module';
import { inventoryModule } from './modules/inventory/module';
import { expensesModule } from './modules/expenses/module';
import { payrollModule } from './modules/payroll/module';
import { notificationsModule } from './modules/notifications/module';
import { jobsModule } from './modules/jobs/module';
import { customFieldsModule } from './modules/custom-fields/module';
import { documentsModule } from './modules/documents/module';
import { examsModule } from './modules/exams/module';
import { timetableModule } from './modules/timetable/module';

export const modules: readonly ApiModule[] = [
  authModule,
  platformModule,
  identityModule,
  peopleModule,
  academicsModule,
  dashboardModule,
  feesModule,
  publicFormsModule,
  filesModule,
  auditModule,
  backupModule,
  calendarModule,
  attendanceModule,
  leaveModule,
  announcementsModule,
  subscriptionsModule,
  inventoryModule,
  expensesModule,
  payrollModule,
  customFieldsModule,
  documentsModule,
  certificatesModule,
  examsModule,
  timetableModule,
  notificationsModule,
  jobsModule,
];

registerUsages(modules.flatMap((m) => m.usages ?? []));
// Each module plugs into the hooks of the modules below it and of the machinery, once.
for (const m of modules) m.connect?.(modules);
