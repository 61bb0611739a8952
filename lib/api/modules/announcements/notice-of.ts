/** An announcement as its notice needs it, and the notice to some of its audience. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { announcements } from '../../../db/schema/announcements';
import type { Notice } from '../notifications';

export type NoticedAnnouncement = {
  id: number;
  title: string;
  audience: 'school' | 'roles' | 'class_sections';
  publishDate: string;
  authorId: number;
};

/** The announcement, or undefined when it is gone. */
export async function announcementOf(
  db: Executor,
  schoolId: number,
  id: number,
): Promise<NoticedAnnouncement | undefined> {
  const [a] = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      audience: announcements.audience,
      publishDate: announcements.publishDate,
      authorId: announcements.createdByUserId,
    })
    .from(announcements)
    .where(and(eq(announcements.schoolId, schoolId), eq(announcements.id, id)));
  return a;
}

/** Its notice to `recipients`: one key per announcement, so each recipient hears once. */
export const announcementNotice = (
  schoolId: number,
  a: Pick<NoticedAnnouncement, 'id' | 'title'>,
  recipients: number[],
): Notice => ({
  schoolId,
  event: 'announcement_published',
  key: `announcement_published:${a.id}`,
  recipients,
  params: { title: a.title },
  link: '/announcements',
});
