/** Announcements: routes, and the look-up that keeps a targeted class-section from deletion. */
import { sql } from 'drizzle-orm';
import { announcementClassSections, announcements } from '../../../db/schema/announcements';
import * as announcementsSchema from '../../../db/schema/announcements';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { mayViewAnnouncementAttachment } from './access';
import { announcementsDashboard } from './dashboard';
import { announcementsDemoSeed } from './demo-seed';
import { announcementsMenu } from './menu';
import { announcementRoutes } from './routes';
import { scheduleAnnouncementNotices } from './schedule';

export const announcementsModule = defineModule({
  name: 'announcements',
  notificationKeys: { announcement_published: 'announcements' },
  audit: { announcements: 'Announcement' },
  permissions: crudOf('announcement'),
  menu: announcementsMenu,
  tables: tablesOf(announcementsSchema),
  files: { announcement: mayViewAnnouncementAttachment },
  demo: { ...announcementsDemoSeed, after: ['academics', 'people'] },
  plan: 'announcements',
  dashboard: announcementsDashboard,
  routes: announcementRoutes,
  // A scheduled announcement is told to its audience on its day (issue 28).
  connect: scheduleAnnouncementNotices,
  usages: [
    {
      of: ACADEMIC_ROWS.classSection,
      usage: usedBy(
        ['announcement', 'announcements'],
        announcementClassSections,
        announcementClassSections.classSectionId,
        sql<string>`${announcementClassSections.announcementId}::text`,
      ),
    },
    {
      of: ACADEMIC_ROWS.sessionYear,
      usage: usedBy(
        ['announcement', 'announcements'],
        announcements,
        announcements.sessionYearId,
        announcements.title,
      ),
    },
  ],
});
