/**
 * The announcements module's public face: the access rule of its attachments and the latest
 * announcements for the dashboard. Everything else in this folder is internal.
 */
export { mayViewAnnouncementAttachment } from './access';
export { latestAnnouncements } from './routes';
