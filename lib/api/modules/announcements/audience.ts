/**
 * Who an announcement reaches. Those who write announcements (announcement-create, -edit or
 * -delete) see them all, scheduled ones included; everyone else sees the published ones
 * (publish date today or earlier in the school's zone) addressed to the whole school, to one
 * of their roles, or to a class-section they are related to: a guardian's children's, a
 * teacher's own as class teacher.
 */
import { and, eq, exists, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayIn } from '../../../calendar/zone';
import type { Executor } from '../../../db/client';
import {
  announcementClassSections,
  announcementRoles,
  announcements,
} from '../../../db/schema/announcements';
import type { SchoolUser } from '../../http/context';
import { qualified } from '../../http/query-spec';
import { roleIdsByNames } from '../identity';
import { classTeacherSections, guardianChildIds, studentPlacements } from '../people';

export const writesAnnouncements = (caller: SchoolUser) =>
  ['announcement-create', 'announcement-edit', 'announcement-delete'].some((p) =>
    caller.permissions.has(p),
  );

/** The condition on `announcements` rows the caller may read (undefined: all of them). */
export async function readableBy(db: Executor, caller: SchoolUser): Promise<SQL | undefined> {
  if (writesAnnouncements(caller)) return undefined;
  const schoolId = caller.school.id;
  const roleIds = await roleIdsByNames(db, schoolId, caller.roles);
  const sections = new Set([
    ...[
      ...(
        await studentPlacements(db, schoolId, await guardianChildIds(db, schoolId, caller.userId))
      ).values(),
    ].map((c) => c.classSectionId),
    ...(await classTeacherSections(db, schoolId, caller.userId)),
  ]);
  const toRole = roleIds.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(announcementRoles)
          .where(
            and(
              eq(announcementRoles.schoolId, qualified(announcements.schoolId)),
              eq(announcementRoles.announcementId, qualified(announcements.id)),
              inArray(announcementRoles.roleId, roleIds),
            ),
          ),
      )
    : undefined;
  const toSection = sections.size
    ? exists(
        db
          .select({ one: sql`1` })
          .from(announcementClassSections)
          .where(
            and(
              eq(announcementClassSections.schoolId, qualified(announcements.schoolId)),
              eq(announcementClassSections.announcementId, qualified(announcements.id)),
              inArray(announcementClassSections.classSectionId, [...sections]),
            ),
          ),
      )
    : undefined;
  return and(
    lte(announcements.publishDate, todayIn(caller.format.timeZone)),
    or(
      eq(announcements.audience, 'school'),
      toRole && and(eq(announcements.audience, 'roles'), toRole),
      toSection && and(eq(announcements.audience, 'class_sections'), toSection),
    ),
  );
}
