/**
 * Announcements scheduled for a later day are told on that day (issue 28): an hourly run
 * across every process (lib/jobs' defineSchedule) finds those whose day has come in their
 * school's zone; the key keeps each told once. Registered by the manifest's `connect`.
 */
import { defineSchedule } from '../../../jobs';
import { jobsDatabase } from '../../../jobs/registry';
import { schoolFormatOf } from '../../../school-format';
import { readSchoolSettings } from '../platform';
import { noticeDueAnnouncements } from './notices';

export const scheduleAnnouncementNotices = () =>
  defineSchedule('announcement-notices', 3_600, async (now) => {
    const { db } = jobsDatabase();
    await noticeDueAnnouncements(
      db,
      now,
      async (schoolId) => schoolFormatOf(await readSchoolSettings(db, schoolId)).timeZone,
    );
  });
