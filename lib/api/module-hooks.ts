/**
 * Where modules plug into one another's hooks, and into the machinery's. A lower module offers
 * a hook and never imports the modules above it (lint/module-cycles.mjs); the module above
 * registers here, beside the module list (lib/api/routes.ts imports this file with it). The
 * machinery (lib/api/http, lib/mail) imports no module and reads no module's tables: the
 * owner registers what it needs here too.
 */
import { registerTokenStore } from './http/authenticate';
import { registerOutbox } from '../mail/send-mail';
import { lastBackupColumn } from './modules/backup';
import { activeStaffCount, activeStaffPerSchool, tokenStore } from './modules/identity';
import { activeStudentCount, activeStudentsPerSchool } from './modules/people';
import { addSchoolListColumns } from './modules/platform';
import { writeOutboxEmail } from './modules/public-forms';
import { countUsageWith, subscriptionsPerSchool } from './modules/subscriptions';
import { todayIn } from '../calendar';

// The provider's list of schools: each school's last finished backup, then its plan and usage.
addSchoolListColumns(lastBackupColumn);
addSchoolListColumns((db) => subscriptionsPerSchool(db, todayIn('UTC')));

// What the plan limits, counted by the module that owns it.
countUsageWith('students', { ofSchool: activeStudentCount, perSchool: activeStudentsPerSchool });
countUsageWith('staff', {
  ofSchool: activeStaffCount,
  perSchool: (tx) => activeStaffPerSchool(tx),
});

// The machinery: access tokens (identity's tables) and the e-mail outbox (public-forms').
registerTokenStore(tokenStore);
registerOutbox(writeOutboxEmail);
