/**
 * Who may mark and read which class-section. A School Admin, and any custom staff role that
 * holds the permission, reaches every class-section; a Teacher (without School Admin) only
 * the class-sections they are class teacher of or teach a subject in (SPEC issue 11: "a
 * Teacher marks only the class-sections they are class teacher or subject teacher of").
 */
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { forbidden, validationFailed } from '../../http/errors';
import { allClassSections, classSectionsByIds } from '../academics';
import { classTeacherSections, taughtClassSectionIds } from '../people';
import { apiMessage } from '../../http/messages';

export const isSchoolAdmin = (caller: SchoolUser) => caller.roles.includes('School Admin');

/** Whether the caller's reach is limited to the class-sections they teach. */
export const limitedToTaught = (caller: SchoolUser) =>
  caller.roles.includes('Teacher') && !isSchoolAdmin(caller);

/** The class-section (422 on `class_section_id` when the school has none such), if the caller may reach it. */
export async function reachableClassSection(
  db: Executor,
  caller: SchoolUser,
  classSectionId: number,
): Promise<{ id: number; name: string }> {
  const section = (await classSectionsByIds(db, caller.school.id, [classSectionId])).get(
    classSectionId,
  );
  if (!section)
    throw validationFailed({ class_section_id: apiMessage('attendance.sectionMissing') });
  if (limitedToTaught(caller)) {
    const taught = await taughtClassSectionIds(db, caller.school.id, caller.userId);
    if (!taught.has(classSectionId))
      throw forbidden(apiMessage('attendance.onlyTaught', { section: section.name }));
  }
  return { id: section.id, name: section.name };
}

/**
 * The class-sections the caller may mark or read (the screens' class picker): the caller's own
 * class (the class-section they are class teacher of: `own`) first, then the others by name.
 */
export async function reachableClassSections(db: Executor, caller: SchoolUser) {
  const all = await allClassSections(db, caller.school.id);
  const taught = limitedToTaught(caller)
    ? await taughtClassSectionIds(db, caller.school.id, caller.userId)
    : undefined;
  const own = new Set(await classTeacherSections(db, caller.school.id, caller.userId));
  return all
    .filter((cs) => !taught || taught.has(cs.id))
    .map((cs) => ({ id: cs.id, name: cs.name, own: own.has(cs.id) }))
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) || a.name.localeCompare(b.name, 'en', { numeric: true }),
    );
}
