/**
 * Attendance by period, the school's setting (`GET/PUT /api/attendance-settings`): off by
 * default (no row), `daily_rule` `first_period` by default. Any member of the school's staff
 * reads it (the screens show the period register or explain it is off); a School Admin changes
 * it, audited.
 */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { attendanceSettings } from '../../../db/schema/attendance';
import type { DailyRule } from '../../../db/schema/attendance-values';
import { envelope } from '../../http/envelope';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { attendanceSettingsSchema } from './schemas';

export type AttendanceSettings = { by_period: boolean; daily_rule: DailyRule };

export const DEFAULT_SETTINGS: AttendanceSettings = {
  by_period: false,
  daily_rule: 'first_period',
};

export async function attendanceSettingsOf(
  db: Executor,
  schoolId: number,
): Promise<AttendanceSettings> {
  const [row] = await db
    .select({ by_period: attendanceSettings.byPeriod, daily_rule: attendanceSettings.dailyRule })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.schoolId, schoolId));
  return row ?? DEFAULT_SETTINGS;
}

export async function writeAttendanceSettings(
  tx: Executor,
  schoolId: number,
  settings: AttendanceSettings,
) {
  await tx
    .insert(attendanceSettings)
    .values({ schoolId, byPeriod: settings.by_period, dailyRule: settings.daily_rule })
    .onConflictDoUpdate({
      target: attendanceSettings.schoolId,
      set: { byPeriod: settings.by_period, dailyRule: settings.daily_rule, updatedAt: sql`now()` },
    });
}

export const attendanceSettingsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/attendance-settings',
    tag: 'attendance',
    summary:
      "The school's attendance settings: `by_period` (teachers take attendance per period; off by default) and `daily_rule` (`first_period` or `majority`: how the day's mark follows from the periods)",
    access: access.authenticated,
    handler: async ({ db, caller }) => envelope(await attendanceSettingsOf(db, caller.school.id)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/attendance-settings',
    tag: 'attendance',
    summary: "Changes the school's attendance settings (School Admin)",
    access: access.role('School Admin'),
    body: attendanceSettingsSchema,
    audit: { entity: 'attendance-settings', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      await db.transaction(async (tx) => {
        const before = await attendanceSettingsOf(tx, schoolId);
        await writeAttendanceSettings(tx, schoolId, body);
        await audit(tx, { action: 'update', entity: 'attendance-settings', before, after: body });
      });
      return envelope(body, apiMessage('done.attendanceSettingsSaved'));
    },
  }),
];
