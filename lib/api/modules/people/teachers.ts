/**
 * /api/teachers: accounts with the Teacher role and a staff profile; class teacher of
 * class-sections (one class teacher per class-section) and subject teacher of class-subjects.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { SchoolUser } from '../../http/context';
import { classTeachers, subjectTeachers } from '../../../db/schema/people';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { listRoute, parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { classSubjectsExist } from '../academics';
import { roleIdByName } from '../identity';
import { classSectionsByIds } from './lookups';
import { createStaffMember, disableStaffMember, updateStaffMember } from './staff-accounts';
import { staffList, staffMember } from './staff-queries';
import { teacherSchema, updateTeacherSchema } from './staff-schemas';
import { recordChange } from '../../http/audit';
import { apiMessage } from '../../http/messages';
import { withRecordFieldsOne, writeRecordFields } from './record-fields';

export { teacherSchema };

const TAG = 'people';
async function teacherRoleId(tx: Executor, schoolId: number) {
  const id = await roleIdByName(tx, schoolId, 'Teacher');
  if (id === undefined) throw new Error(`School ${schoolId} has no Teacher role`);
  return id;
}

/** Sets the teacher's class-teacher sections and subject assignments to exactly these. */
async function assign(
  tx: Executor,
  schoolId: number,
  teacherId: number,
  sectionIds: number[],
  subjectIds: number[],
) {
  const found = await classSectionsByIds(tx, schoolId, sectionIds);
  if (found.size !== new Set(sectionIds).size)
    throw validationFailed({ class_section_ids: apiMessage('people.classSectionsOfSchool') });
  if (!(await classSubjectsExist(tx, schoolId, subjectIds)))
    throw validationFailed({ class_subject_ids: apiMessage('people.classSubjectsOfSchool') });
  await tx
    .delete(classTeachers)
    .where(and(eq(classTeachers.schoolId, schoolId), eq(classTeachers.teacherUserId, teacherId)));
  for (const classSectionId of new Set(sectionIds)) {
    // A class-section has one class teacher: naming this teacher replaces the previous one.
    await tx
      .insert(classTeachers)
      .values({ schoolId, classSectionId, teacherUserId: teacherId })
      .onConflictDoUpdate({
        target: [classTeachers.schoolId, classTeachers.classSectionId],
        set: { teacherUserId: teacherId },
      });
  }
  await tx
    .delete(subjectTeachers)
    .where(
      and(eq(subjectTeachers.schoolId, schoolId), eq(subjectTeachers.teacherUserId, teacherId)),
    );
  if (subjectIds.length)
    await tx.insert(subjectTeachers).values(
      [...new Set(subjectIds)].map((classSubjectId) => ({
        schoolId,
        classSubjectId,
        teacherUserId: teacherId,
      })),
    );
}

/** A teacher with the staff fields the caller sees (the answer, and the audit's before/after). */
async function teacherState(db: Executor, caller: SchoolUser, id: number) {
  return withRecordFieldsOne(
    db,
    caller,
    'staff',
    await staffMember(db, caller.school.id, id, 'Teacher'),
  );
}

export const teacherRoutes = [
  listRoute({
    path: '/teachers',
    tag: TAG,
    summary: 'List teachers (search by name or e-mail prefix)',
    access: access.permission('teacher-list'),
    list: staffList('Teacher'),
  }),
  defineRoute({
    method: 'POST',
    path: '/teachers',
    tag: TAG,
    summary: 'Add a teacher (an account with the Teacher role and a staff profile)',
    access: access.permission('teacher-create'),
    body: teacherSchema,
    audit: { entity: 'teachers', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const id = await db.transaction(async (tx) => {
        const teacherId = await createStaffMember(
          tx,
          schoolId,
          body,
          await teacherRoleId(tx, schoolId),
        );
        await assign(tx, schoolId, teacherId, body.class_section_ids, body.class_subject_ids);
        await writeRecordFields(tx, caller, 'staff', { id: teacherId }, body.custom_fields, {
          creating: true,
        });
        const after = await teacherState(tx, caller, teacherId);
        await audit(tx, { action: 'create', entity: 'teachers', entityId: teacherId, after });
        return teacherId;
      });
      return envelope(await teacherState(db, caller, id), apiMessage('done.teacherAdded'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/teachers/:id',
    tag: TAG,
    summary: 'One teacher with class-teacher sections and subjects',
    access: access.permission('teacher-list'),
    handler: async ({ db, caller, params }) =>
      envelope(await teacherState(db, caller, parseId(params.id, 'teacher'))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/teachers/:id',
    tag: TAG,
    summary: "Edit a teacher's details and assignments",
    access: access.permission('teacher-edit'),
    body: updateTeacherSchema,
    audit: { entity: 'teachers', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'teacher');
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'update', entity: 'teachers', entityId: id },
          () => teacherState(tx, caller, id),
          async () => {
            await writeRecordFields(tx, caller, 'staff', { id }, body.custom_fields, {
              creating: false,
            });
            await updateStaffMember(tx, schoolId, id, body);
            await assign(tx, schoolId, id, body.class_section_ids, body.class_subject_ids);
          },
        ),
      );
      return envelope(await teacherState(db, caller, id), apiMessage('done.teacherSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/teachers/:id',
    tag: TAG,
    summary: 'Disable a teacher: the account is signed out and kept with its records',
    access: access.permission('teacher-delete'),
    audit: { entity: 'teachers', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'teacher');
      // Disabled, never deleted: the log says "delete" (what was asked) with the status it set.
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          { action: 'delete', entity: 'teachers', entityId: id },
          () => staffMember(tx, schoolId, id, 'Teacher'),
          () => disableStaffMember(tx, schoolId, id),
        ),
      );
      return envelope({ id, status: 'disabled' }, apiMessage('done.teacherDisabled'));
    },
  }),
];
