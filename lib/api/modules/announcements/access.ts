/** The access rule of announcement attachments: whoever may read the announcement holding it. */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { announcements } from '../../../db/schema/announcements';
import type { SchoolUser } from '../../http/context';
import { readableBy } from './audience';

export async function mayViewAnnouncementAttachment(db: Executor, caller: SchoolUser, url: string) {
  if (!caller.permissions.has('announcement-list')) return false;
  const [row] = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(
      and(
        eq(announcements.schoolId, caller.school.id),
        eq(announcements.attachment, url),
        await readableBy(db, caller),
      ),
    )
    .limit(1);
  return row !== undefined;
}
