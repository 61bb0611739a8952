/**
 * What the solver is given, edited by the school (issue 31 item 3):
 * - `GET/PUT /api/timetables/loads`: each class-subject's periods per week (null removes it:
 *   the solver leaves the class-subject out);
 * - `GET/PUT /api/timetables/teacher-limits`: a teacher's maximum periods per day and per week
 *   (both null removes them);
 * - `GET/POST /api/timetables/unavailability`, `DELETE …/{id}`: the weekday spans a teacher
 *   cannot teach.
 * The warnings of `PUT /api/timetables` and the solver read the same tables.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import {
  classSubjectLoads,
  teacherLimits,
  teacherUnavailability,
} from '../../../db/schema/timetable';
import { envelope } from '../../http/envelope';
import { notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import {
  loadsQuery,
  loadsSchema,
  teacherLimitsSchema,
  unavailabilityQuery,
  unavailabilitySchema,
} from './schemas';
import { readFacts, userNames } from './store';

export const LOADS_ENTITY = 'timetable-loads';
export const LIMITS_ENTITY = 'teacher-limits';
export const UNAVAILABILITY_ENTITY = 'teacher-unavailability';

const hhmm = (time: string) => time.slice(0, 5);

async function readLoads(tx: Executor, schoolId: number, classId?: number) {
  const facts = await readFacts(tx, schoolId);
  const rows = await tx
    .select()
    .from(classSubjectLoads)
    .where(eq(classSubjectLoads.schoolId, schoolId));
  const loads = new Map(rows.map((r) => [r.classSubjectId, r.periodsPerWeek]));
  return {
    facts,
    loads,
    rows: [...facts.classSubjects.values()]
      .filter((cs) => classId === undefined || cs.classId === classId)
      .map((cs) => ({
        class_subject_id: cs.id,
        class_id: cs.classId,
        subject_id: cs.subjectId,
        subject: cs.subject,
        periods_per_week: loads.get(cs.id) ?? null,
      })),
  };
}

/** A teacher's limits and their unavailable spans, one query each. */
async function readLimits(tx: Executor, schoolId: number) {
  const [facts, rows] = await Promise.all([
    readFacts(tx, schoolId),
    tx.select().from(teacherLimits).where(eq(teacherLimits.schoolId, schoolId)),
  ]);
  const limits = new Map(rows.map((r) => [r.teacherUserId, r]));
  const ids = [...new Set([...[...facts.teachers.values()].flat(), ...limits.keys()])];
  const names = await userNames(tx, schoolId, ids);
  return ids
    .map((id) => ({
      teacher_user_id: id,
      teacher: names.get(id) ?? '',
      max_per_day: limits.get(id)?.maxPerDay ?? null,
      max_per_week: limits.get(id)?.maxPerWeek ?? null,
    }))
    .sort((a, b) => a.teacher.localeCompare(b.teacher));
}

async function readUnavailability(tx: Executor, schoolId: number, teacherId?: number) {
  const rows = await tx
    .select()
    .from(teacherUnavailability)
    .where(
      and(
        eq(teacherUnavailability.schoolId, schoolId),
        teacherId === undefined ? undefined : eq(teacherUnavailability.teacherUserId, teacherId),
      ),
    )
    .orderBy(
      asc(teacherUnavailability.teacherUserId),
      asc(teacherUnavailability.day),
      asc(teacherUnavailability.startTime),
    );
  const names = await userNames(
    tx,
    schoolId,
    rows.map((r) => r.teacherUserId),
  );
  return rows.map((r) => ({
    id: r.id,
    teacher_user_id: r.teacherUserId,
    teacher: names.get(r.teacherUserId) ?? '',
    day: r.day,
    start_time: hhmm(r.startTime),
    end_time: hhmm(r.endTime),
  }));
}

export const inputRoutes = [
  defineRoute({
    method: 'GET',
    path: '/timetables/loads',
    tag: 'timetable',
    summary:
      'Each class-subject (of class_id, or the school) with its periods per week (null: not asked of the solver)',
    access: access.permission('timetable-list'),
    query: loadsQuery,
    handler: async ({ db, caller, query }) =>
      envelope((await readLoads(db, caller.school.id, query.class_id)).rows),
  }),
  defineRoute({
    method: 'PUT',
    path: '/timetables/loads',
    tag: 'timetable',
    summary:
      'Sets class-subjects’ periods per week (loads [{class_subject_id, periods_per_week}]; null removes it)',
    access: access.permission('timetable-edit'),
    body: loadsSchema,
    audit: { entity: LOADS_ENTITY, actions: ['create', 'update', 'delete'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      await db.transaction(async (tx) => {
        const { facts, loads } = await readLoads(tx, schoolId);
        body.loads.forEach((l, i) => {
          if (!facts.classSubjects.has(l.class_subject_id))
            throw validationFailed({
              [`loads.${i}.class_subject_id`]: apiMessage('timetableDraft.classSubjectUnknown'),
            });
        });
        for (const l of body.loads) {
          const before = loads.get(l.class_subject_id) ?? null;
          if (before === l.periods_per_week) continue;
          const key = and(
            eq(classSubjectLoads.schoolId, schoolId),
            eq(classSubjectLoads.classSubjectId, l.class_subject_id),
          );
          if (l.periods_per_week === null) await tx.delete(classSubjectLoads).where(key);
          else
            await tx
              .insert(classSubjectLoads)
              .values({
                schoolId,
                classSubjectId: l.class_subject_id,
                periodsPerWeek: l.periods_per_week,
              })
              .onConflictDoUpdate({
                target: [classSubjectLoads.schoolId, classSubjectLoads.classSubjectId],
                set: { periodsPerWeek: l.periods_per_week },
              });
          await audit(tx, {
            action: before === null ? 'create' : l.periods_per_week === null ? 'delete' : 'update',
            entity: LOADS_ENTITY,
            entityId: l.class_subject_id,
            before: before === null ? undefined : { periods_per_week: before },
            after:
              l.periods_per_week === null ? undefined : { periods_per_week: l.periods_per_week },
          });
        }
      });
      return envelope((await readLoads(db, schoolId)).rows, apiMessage('done.timetableLoadsSaved'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/timetables/teacher-limits',
    tag: 'timetable',
    summary:
      'Every teacher of a class-subject (and any with limits) with max_per_day and max_per_week (null: no limit)',
    access: access.permission('timetable-list'),
    handler: async ({ db, caller }) => envelope(await readLimits(db, caller.school.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/timetables/teacher-limits',
    tag: 'timetable',
    summary:
      'Sets teachers’ maxima (limits [{teacher_user_id, max_per_day, max_per_week}]; both null removes them)',
    access: access.permission('timetable-edit'),
    body: teacherLimitsSchema,
    audit: { entity: LIMITS_ENTITY, actions: ['create', 'update', 'delete'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      await db.transaction(async (tx) => {
        const names = await userNames(
          tx,
          schoolId,
          body.limits.map((l) => l.teacher_user_id),
        );
        body.limits.forEach((l, i) => {
          if (!names.has(l.teacher_user_id))
            throw validationFailed({
              [`limits.${i}.teacher_user_id`]: apiMessage('timetableDraft.teacherUnknown'),
            });
          if (l.max_per_day !== null && l.max_per_week !== null && l.max_per_day > l.max_per_week)
            throw validationFailed({
              [`limits.${i}.max_per_day`]: apiMessage('timetableDraft.dayOverWeek'),
            });
        });
        const existing = await tx
          .select()
          .from(teacherLimits)
          .where(eq(teacherLimits.schoolId, schoolId));
        for (const l of body.limits) {
          const before = existing.find((e) => e.teacherUserId === l.teacher_user_id);
          const key = and(
            eq(teacherLimits.schoolId, schoolId),
            eq(teacherLimits.teacherUserId, l.teacher_user_id),
          );
          const after = { max_per_day: l.max_per_day, max_per_week: l.max_per_week };
          const cleared = l.max_per_day === null && l.max_per_week === null;
          if (cleared && !before) continue;
          if (cleared) await tx.delete(teacherLimits).where(key);
          else
            await tx
              .insert(teacherLimits)
              .values({
                schoolId,
                teacherUserId: l.teacher_user_id,
                maxPerDay: l.max_per_day,
                maxPerWeek: l.max_per_week,
              })
              .onConflictDoUpdate({
                target: [teacherLimits.schoolId, teacherLimits.teacherUserId],
                set: { maxPerDay: l.max_per_day, maxPerWeek: l.max_per_week },
              });
          await audit(tx, {
            action: !before ? 'create' : cleared ? 'delete' : 'update',
            entity: LIMITS_ENTITY,
            entityId: l.teacher_user_id,
            before: before && { max_per_day: before.maxPerDay, max_per_week: before.maxPerWeek },
            after: cleared ? undefined : after,
          });
        }
      });
      return envelope(await readLimits(db, schoolId), apiMessage('done.teacherLimitsSaved'));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/timetables/unavailability',
    tag: 'timetable',
    summary: 'The weekday spans teachers cannot teach (of teacher_id, or every teacher)',
    access: access.permission('timetable-list'),
    query: unavailabilityQuery,
    handler: async ({ db, caller, query }) =>
      envelope(await readUnavailability(db, caller.school.id, query.teacher_id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/timetables/unavailability',
    tag: 'timetable',
    summary:
      'Adds a span a teacher cannot teach ({teacher_user_id, day, start_time, end_time}); the solver keeps it free',
    access: access.permission('timetable-edit'),
    body: unavailabilitySchema,
    audit: { entity: UNAVAILABILITY_ENTITY, actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const created = await db.transaction(async (tx) => {
        if (!(await userNames(tx, schoolId, [body.teacher_user_id])).size)
          throw validationFailed({ teacher_user_id: apiMessage('timetableDraft.teacherUnknown') });
        if (body.end_time <= body.start_time)
          throw validationFailed({ end_time: apiMessage('timetable.periodEndsFirst') });
        const row = oneRow(
          await tx
            .insert(teacherUnavailability)
            .values({
              schoolId,
              teacherUserId: body.teacher_user_id,
              day: body.day,
              startTime: body.start_time,
              endTime: body.end_time,
            })
            .returning({ id: teacherUnavailability.id }),
          'inserting one unavailability',
        );
        await audit(tx, {
          action: 'create',
          entity: UNAVAILABILITY_ENTITY,
          entityId: row.id,
          after: body,
        });
        return row;
      });
      const [row] = (await readUnavailability(db, schoolId, body.teacher_user_id)).filter(
        (r) => r.id === created.id,
      );
      return envelope(row, apiMessage('done.unavailabilityAdded'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/timetables/unavailability/:id',
    tag: 'timetable',
    summary: 'Removes a span a teacher could not teach',
    access: access.permission('timetable-edit'),
    audit: { entity: UNAVAILABILITY_ENTITY, actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'unavailability');
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(teacherUnavailability)
          .where(
            and(eq(teacherUnavailability.schoolId, schoolId), eq(teacherUnavailability.id, id)),
          )
          .returning();
        if (!removed) throw notFoundLabelled('unavailability');
        await audit(tx, {
          action: 'delete',
          entity: UNAVAILABILITY_ENTITY,
          entityId: id,
          before: {
            teacher_user_id: removed.teacherUserId,
            day: removed.day,
            start_time: removed.startTime,
            end_time: removed.endTime,
          },
        });
      });
      return envelope(null, apiMessage('done.unavailabilityRemoved'));
    },
  }),
];
