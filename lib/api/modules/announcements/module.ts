/** Announcements: routes, and the look-up that keeps a targeted class-section from deletion. */
import { sql } from 'drizzle-orm';
import { announcementClassSections, announcements } from '../../../db/schema/announcements';
import { defineModule } from '../../http/module';
import { usedBy } from '../../http/usages';
import { ACADEMIC_ROWS } from '../academics';
import { announcementRoutes } from './routes';

export const announcementsModule = defineModule({
  name: 'announcements',
  routes: announcementRoutes,
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
