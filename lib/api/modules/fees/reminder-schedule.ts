/**
 * The fee reminders' daily run (issue 28), once a day across every process (lib/jobs'
 * defineSchedule), registered by the fees manifest's `connect`. The reminders' days are the
 * school's notification settings; whether each event is on, notify() decides.
 */
import { defineSchedule } from '../../../jobs';
import { jobsDatabase } from '../../../jobs/registry';
import { notificationSettingsOf } from '../notifications';
import { remindAllSchools } from './reminders';

export const scheduleFeeReminders = () =>
  defineSchedule('fee-reminders', 86_400, async (now) => {
    const { db } = jobsDatabase();
    await remindAllSchools(db, now, (schoolId) => notificationSettingsOf(db, schoolId));
  });
