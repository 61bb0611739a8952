/**
 * Changing a bell schedule (`PUT /api/bell-schedules/{id}`): its name, shift, weekdays and
 * periods' names, kinds and times. Periods are kept by position, so the timetables placed in
 * them stay placed when a time moves; a period removed from the end must hold no lesson or
 * cover. `DELETE` removes a plan no timetable or cover uses.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  bellPeriods,
  bellScheduleDays,
  bellSchedules,
  substitutions,
  timetableCells,
} from '../../../db/schema/timetable';
import { envelope } from '../../http/envelope';
import { ApiError, notFoundLabelled, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { parseId } from '../../http/resource';
import { access, defineRoute } from '../../http/route';
import { bellScheduleList, checkPlan } from './bell-schedules';
import { bellScheduleSchema, type BellScheduleBody } from './schemas';

async function planOf(tx: Executor, schoolId: number, id: number) {
  const plan = (await bellScheduleList(tx, schoolId)).find((p) => p.id === id);
  if (!plan) throw notFoundLabelled('bell schedule');
  return plan;
}

/** The first of these periods a timetable or a cover uses, if any. */
async function firstUsed(
  tx: Executor,
  schoolId: number,
  periods: readonly { id: number; name: string }[],
) {
  if (!periods.length) return undefined;
  const ids = periods.map((p) => p.id);
  const [cells, covers] = await Promise.all([
    tx
      .select({ id: timetableCells.periodId })
      .from(timetableCells)
      .where(and(eq(timetableCells.schoolId, schoolId), inArray(timetableCells.periodId, ids))),
    tx
      .select({ id: substitutions.periodId })
      .from(substitutions)
      .where(and(eq(substitutions.schoolId, schoolId), inArray(substitutions.periodId, ids))),
  ]);
  const used = new Set([...cells, ...covers].map((r) => r.id));
  return periods.find((p) => used.has(p.id));
}

async function updatePlan(tx: Executor, schoolId: number, id: number, body: BellScheduleBody) {
  const before = await planOf(tx, schoolId, id);
  await checkPlan(tx, schoolId, body, id);
  const removed = before.periods.slice(body.periods.length);
  const used = await firstUsed(tx, schoolId, removed);
  if (used)
    throw validationFailed({
      periods: apiMessage('timetable.periodInUse', { period: used.name }),
    });
  await tx
    .update(bellSchedules)
    .set({ name: body.name, shiftId: body.shift_id ?? null, updatedAt: new Date() })
    .where(and(eq(bellSchedules.schoolId, schoolId), eq(bellSchedules.id, id)));
  await tx
    .delete(bellScheduleDays)
    .where(and(eq(bellScheduleDays.schoolId, schoolId), eq(bellScheduleDays.bellScheduleId, id)));
  await tx
    .insert(bellScheduleDays)
    .values([...new Set(body.days)].map((day) => ({ schoolId, bellScheduleId: id, day })));
  if (removed.length)
    await tx.delete(bellPeriods).where(
      and(
        eq(bellPeriods.schoolId, schoolId),
        inArray(
          bellPeriods.id,
          removed.map((p) => p.id),
        ),
      ),
    );
  for (const [position, p] of body.periods.entries()) {
    const values = { name: p.name, kind: p.kind, startTime: p.start_time, endTime: p.end_time };
    const kept = before.periods[position];
    if (kept)
      await tx
        .update(bellPeriods)
        .set(values)
        .where(and(eq(bellPeriods.schoolId, schoolId), eq(bellPeriods.id, kept.id)));
    else await tx.insert(bellPeriods).values({ schoolId, bellScheduleId: id, position, ...values });
  }
  return before;
}

export const bellScheduleEditRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/bell-schedules/:id',
    tag: 'timetable',
    summary:
      'Changes a bell schedule: name, shift, weekdays, and its periods by position (times may move; a period removed from the end must hold no lesson or cover)',
    access: access.permission('timetable-edit'),
    body: bellScheduleSchema,
    audit: { entity: 'bell-schedules', actions: ['update'] },
    handler: async ({ db, caller, params, body, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'bell schedule');
      const saved = await db.transaction(async (tx) => {
        const before = await updatePlan(tx, schoolId, id, body);
        const after = await planOf(tx, schoolId, id);
        await audit(tx, {
          action: 'update',
          entity: 'bell-schedules',
          entityId: id,
          before,
          after,
        });
        return after;
      });
      return envelope(saved, apiMessage('done.bellScheduleSaved'));
    },
  }),
  defineRoute({
    method: 'DELETE',
    path: '/bell-schedules/:id',
    tag: 'timetable',
    summary: 'Deletes a bell schedule that no timetable or cover uses (409 otherwise)',
    access: access.permission('timetable-delete'),
    audit: { entity: 'bell-schedules', actions: ['delete'] },
    handler: async ({ db, caller, params, audit }) => {
      const schoolId = caller.school.id;
      const id = parseId(params.id, 'bell schedule');
      await db.transaction(async (tx) => {
        const before = await planOf(tx, schoolId, id);
        const used = await firstUsed(tx, schoolId, before.periods);
        if (used)
          throw new ApiError(
            'conflict',
            apiMessage('timetable.periodInUse', { period: used.name }),
          );
        await tx
          .delete(bellPeriods)
          .where(and(eq(bellPeriods.schoolId, schoolId), eq(bellPeriods.bellScheduleId, id)));
        await tx
          .delete(bellSchedules)
          .where(and(eq(bellSchedules.schoolId, schoolId), eq(bellSchedules.id, id)));
        await audit(tx, { action: 'delete', entity: 'bell-schedules', entityId: id, before });
      });
      return envelope(null, apiMessage('done.bellScheduleDeleted'));
    },
  }),
];
