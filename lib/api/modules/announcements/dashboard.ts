/** Announcements on the dashboard: the latest ones addressed to the caller. */
import type { DashboardContribution } from '../../http/dashboard';
import { latestAnnouncements } from './routes';

export const announcementsDashboard: DashboardContribution = {
  fields: [
    { key: 'announcements', empty: [], value: ({ db, caller }) => latestAnnouncements(db, caller) },
  ],
};
