/**
 * Bell schedules: `GET /api/bell-schedules` (every plan with its days and periods, for the grid
 * and the forms) and `POST /api/bell-schedules` (a plan of a shift for some weekdays; a weekday
 * already planned for the shift is refused, naming it).
 */
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { bellPeriods, bellScheduleDays, bellSchedules } from '../../../db/schema/timetable';
import { envelope } from '../../http/envelope';
import { reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { shiftExists } from '../academics';
import { daysTaken, firstBadPeriod } from './rules/bells';
import { bellScheduleSchema, type BellScheduleBody } from './schemas';
import { readPlans } from './store';

reportUniqueViolationOn(
  'bell_schedules_school_name_unique',
  'name',
  apiMessage('timetable.bellNameTaken'),
);

const hhmm = (time: string) => time.slice(0, 5);

/** Every plan of the school with its weekdays and its periods in order (times HH:MM). */
export async function bellScheduleList(tx: Executor, schoolId: number) {
  const { plans, periods } = await readPlans(tx, schoolId);
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    shift_id: plan.shiftId,
    days: plan.days,
    periods: periods
      .filter((p) => p.scheduleId === plan.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        kind: p.kind,
        start_time: hhmm(p.start),
        end_time: hhmm(p.end),
      })),
  }));
}

/** Refuses a plan whose shift, periods or weekdays are wrong; `exceptId`: the plan being edited. */
export async function checkPlan(
  tx: Executor,
  schoolId: number,
  body: BellScheduleBody,
  exceptId?: number,
) {
  if (body.shift_id && !(await shiftExists(tx, schoolId, body.shift_id)))
    throw validationFailed({ shift_id: apiMessage('timetable.shiftUnknown') });
  const bad = firstBadPeriod(body.periods);
  if (bad)
    throw validationFailed({
      [`periods.${bad.index}.${bad.reason === 'order' ? 'end_time' : 'start_time'}`]: apiMessage(
        bad.reason === 'order' ? 'timetable.periodEndsFirst' : 'timetable.periodsOverlap',
      ),
    });
  const { plans } = await readPlans(tx, schoolId);
  const sameShift = plans.filter((p) => p.shiftId === (body.shift_id ?? null) && p.id !== exceptId);
  const taken = daysTaken(
    [...new Set(body.days)],
    sameShift.map((p) => p.days),
  );
  if (taken.length)
    throw validationFailed({
      days: apiMessage('timetable.dayPlanned', { days: taken.join(', ') }),
    });
}

export async function createBellSchedule(tx: Executor, schoolId: number, body: BellScheduleBody) {
  await checkPlan(tx, schoolId, body);
  const { id } = oneRow(
    await tx
      .insert(bellSchedules)
      .values({ schoolId, name: body.name, shiftId: body.shift_id ?? null })
      .returning({ id: bellSchedules.id }),
    'inserting one bell schedule',
  );
  await tx
    .insert(bellScheduleDays)
    .values([...new Set(body.days)].map((day) => ({ schoolId, bellScheduleId: id, day })));
  await tx.insert(bellPeriods).values(
    body.periods.map((p, position) => ({
      schoolId,
      bellScheduleId: id,
      position,
      name: p.name,
      kind: p.kind,
      startTime: p.start_time,
      endTime: p.end_time,
    })),
  );
  return id;
}

export const bellScheduleRoutes = [
  defineRoute({
    method: 'GET',
    path: '/bell-schedules',
    tag: 'timetable',
    summary: 'The bell schedules: per shift and weekdays, their periods and breaks in order',
    access: access.permission('timetable-list'),
    handler: async ({ db, caller }) => envelope(await bellScheduleList(db, caller.school.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/bell-schedules',
    tag: 'timetable',
    summary:
      'A bell schedule of a shift (shift_id; none: classes without a shift) for some weekdays (1 = Monday … 7), with its periods and breaks',
    access: access.permission('timetable-create'),
    body: bellScheduleSchema,
    audit: { entity: 'bell-schedules', actions: ['create'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const created = await db.transaction(async (tx) => {
        const id = await createBellSchedule(tx, schoolId, body);
        const after = (await bellScheduleList(tx, schoolId)).find((p) => p.id === id);
        await audit(tx, { action: 'create', entity: 'bell-schedules', entityId: id, after });
        return after;
      });
      return envelope(created, apiMessage('done.bellScheduleSaved'));
    },
  }),
];
