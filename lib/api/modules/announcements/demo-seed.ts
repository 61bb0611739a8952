/**
 * The announcements of the demo: one to the whole school, one to the teachers, one to the
 * guardians, one to the demo teacher's class-section (which reaches the demo guardian, whose
 * child sits there) and one scheduled for next week. One multi-row insert per table.
 */
import { addDays } from '../../../calendar/dates';
import { todayIn } from '../../../calendar/zone';
import { besideReturned } from '../../../db/one-row';
import {
  announcementClassSections,
  announcementRoles,
  announcements,
} from '../../../db/schema/announcements';
import type { DemoSeedContext, ModuleDemoSeed } from '../../demo/context';
import { demoEmail } from '../../demo/schools';
import { defaultSessionSpan } from '../academics';
import { roleIdByName, userIdsByEmail } from '../identity';
import { classTeacherSections } from '../people';

async function life(ctx: DemoSeedContext) {
  const { tx, schoolId } = ctx;
  const session = await defaultSessionSpan(tx, schoolId);
  if (!session) return;
  const today = todayIn('UTC');
  const teacherEmail = demoEmail('teacher', ctx.school);
  const teacher = (await userIdsByEmail(tx, schoolId, [teacherEmail])).get(teacherEmail);
  const [section] = teacher === undefined ? [] : await classTeacherSections(tx, schoolId, teacher);
  const teacherRole = await roleIdByName(tx, schoolId, 'Teacher');
  const guardianRole = await roleIdByName(tx, schoolId, 'Guardian');
  const items = [
    {
      title: `Welcome back to ${ctx.school.name}`,
      body: 'The new term starts on Monday.\nBuses run on the usual routes; please be at the stop ten minutes early.',
      audience: 'school' as const,
      publishDate: addDays(today, -20),
    },
    {
      title: 'Staff meeting on Friday',
      body: 'All teachers: staff room, 3:30 pm.\nAgenda: report cards and the winter concert.',
      audience: 'roles' as const,
      roleId: teacherRole,
      publishDate: addDays(today, -6),
    },
    {
      title: 'Parent-teacher conferences',
      body: 'Book a ten-minute slot with each teacher at the school office.\nConferences run from 2 pm to 6 pm.',
      audience: 'roles' as const,
      roleId: guardianRole,
      publishDate: addDays(today, -3),
    },
    {
      title: 'Class trip to the science museum',
      body: 'Our class visits the science museum next Thursday.\nPlease send a packed lunch and the signed consent form.',
      audience: 'class_sections' as const,
      classSectionId: section,
      publishDate: addDays(today, -1),
    },
    {
      title: 'Winter concert rehearsals',
      body: 'Rehearsals start next week after the last lesson.',
      audience: 'school' as const,
      publishDate: addDays(today, 7),
    },
  ].filter(
    (a) => a.audience === 'school' || a.roleId !== undefined || a.classSectionId !== undefined,
  );
  const made = await tx
    .insert(announcements)
    .values(
      items.map((a) => ({
        schoolId,
        sessionYearId: session.id,
        title: a.title,
        body: a.body,
        audience: a.audience,
        publishDate: a.publishDate,
        createdByUserId: ctx.adminUserId,
      })),
    )
    .returning({ id: announcements.id });
  const madeItems = besideReturned(items, made, 'inserting the demo announcements');
  const roles = madeItems.flatMap(([a, { id }]) =>
    'roleId' in a && a.roleId !== undefined
      ? [{ schoolId, announcementId: id, roleId: a.roleId }]
      : [],
  );
  const sections = madeItems.flatMap(([a, { id }]) =>
    'classSectionId' in a && a.classSectionId !== undefined
      ? [{ schoolId, announcementId: id, classSectionId: a.classSectionId }]
      : [],
  );
  if (roles.length) await tx.insert(announcementRoles).values(roles);
  if (sections.length) await tx.insert(announcementClassSections).values(sections);
}

export const announcementsDemoSeed: ModuleDemoSeed = { module: 'announcements', life };
