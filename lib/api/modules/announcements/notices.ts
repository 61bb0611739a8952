/**
 * An announcement published tells its audience (issue 28): the whole school's active users
 * (through a fan-out job, fan-out.ts), the holders of its roles, or the guardians of its
 * class-sections' active students and their class teachers — the people audience.ts lets read it, the author aside. Told when it is
 * saved with a publish date of today or earlier, in the write's own transaction; one scheduled
 * for later is told on its day by the hourly schedule (`noticeDueAnnouncements`). The key names
 * the announcement, so an edit tells nobody twice, only those an edit adds to its audience.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import { todayIn } from '../../../calendar';
import type { Executor } from '../../../db/client';
import {
  announcementClassSections,
  announcementRoles,
  announcements,
} from '../../../db/schema/announcements';
import { enqueueFanOut } from './fan-out';
import { announcementNotice, announcementOf } from './notice-of';
import { activeUserIdsOfRoles } from '../identity';
import { notify } from '../notifications';
import { peopleOfClassSections } from '../people';

async function audienceOf(
  tx: Executor,
  schoolId: number,
  a: { id: number; audience: 'roles' | 'class_sections' },
): Promise<number[]> {
  const ofThis = <T extends typeof announcementRoles | typeof announcementClassSections>(t: T) =>
    and(eq(t.schoolId, schoolId), eq(t.announcementId, a.id));
  if (a.audience === 'roles') {
    const rows = await tx
      .select({ id: announcementRoles.roleId })
      .from(announcementRoles)
      .where(ofThis(announcementRoles));
    return activeUserIdsOfRoles(
      tx,
      schoolId,
      rows.map((r) => r.id),
    );
  }
  const rows = await tx
    .select({ id: announcementClassSections.classSectionId })
    .from(announcementClassSections)
    .where(ofThis(announcementClassSections));
  // Disabled accounts among them hear nothing: notify() reaches active users only.
  return peopleOfClassSections(
    tx,
    schoolId,
    rows.map((r) => r.id),
  );
}

/**
 * Tells the announcement's audience if it is published by `today` (the school's date). The
 * whole school is told by a fan-out job (fan-out.ts) enqueued here, in the caller's
 * transaction; a role's or class-sections' audience (tens, hundreds) at once.
 */
export async function noticeAnnouncement(
  tx: Executor,
  schoolId: number,
  id: number,
  today: string,
): Promise<void> {
  const a = await announcementOf(tx, schoolId, id);
  if (!a || a.publishDate > today) return;
  if (a.audience === 'school') return enqueueFanOut(tx, schoolId, a.id);
  const audience = { id: a.id, audience: a.audience };
  const recipients = (await audienceOf(tx, schoolId, audience)).filter((u) => u !== a.authorId);
  if (!recipients.length) return;
  await notify(tx, announcementNotice(schoolId, a, recipients));
}

/**
 * The announcements whose publish date has come (yesterday to tomorrow in UTC holds every
 * school's today), each told if its school's today has reached it; those told already add
 * nothing (the key). `zoneOf` answers a school's time zone.
 */
export async function noticeDueAnnouncements(
  db: Executor,
  now: Date,
  zoneOf: (schoolId: number) => Promise<string>,
): Promise<void> {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const due = await db
    .select({ id: announcements.id, schoolId: announcements.schoolId })
    .from(announcements)
    .where(and(gte(announcements.publishDate, day(-1)), lte(announcements.publishDate, day(1))));
  for (const a of due) {
    const today = todayIn(await zoneOf(a.schoolId), now);
    await noticeAnnouncement(db, a.schoolId, a.id, today);
  }
}
