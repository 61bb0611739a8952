/**
 * GET/PUT /api/notification-settings: the school's events on or off, the fee reminders' days,
 * quiet hours and the SMS provider (its key written, never answered). Audited, the key left
 * out of the audit row (fields.ts drops any field named like a key).
 */
import { notificationSettings } from '../../../db/schema/notifications';
import type { NotificationEvent } from '../../../db/schema/notifications-values';
import { envelope } from '../../http/envelope';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { notificationSettingsSchema, type NotificationSettingsInput } from './schemas';
import { readSettings, settingsRow, type NotificationSettings } from './settings';

const TAG = 'notifications';

/** The stored settings with the request's changes (a field left out keeps its value). */
function changed(
  current: NotificationSettings,
  body: NotificationSettingsInput,
): NotificationSettings {
  const off = new Set(current.eventsOff);
  for (const [event, on] of Object.entries(body.events ?? {}) as [NotificationEvent, boolean][])
    if (on) off.delete(event);
    else off.add(event);
  const quietGiven = body.quiet_start !== undefined || body.quiet_end !== undefined;
  return {
    ...current,
    eventsOff: [...off].sort(),
    dueSoonDays: body.due_soon_days ?? current.dueSoonDays,
    overdueDays: body.overdue_days ?? current.overdueDays,
    quietStart: quietGiven ? (body.quiet_start ?? null) : current.quietStart,
    quietEnd: quietGiven ? (body.quiet_end ?? null) : current.quietEnd,
    smsEndpoint: body.sms_endpoint === undefined ? current.smsEndpoint : body.sms_endpoint,
    smsKey: body.sms_key === undefined ? current.smsKey : body.sms_key || null,
    smsVia: body.sms_via ?? current.smsVia,
  };
}

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/notification-settings',
    tag: TAG,
    summary:
      "The school's notification settings: each event on or off, the fee reminders' days, quiet hours, the SMS provider's endpoint and whether it sends by SMS or WhatsApp (sms_via; its key is never answered: sms_key_set)",
    access: access.permission('notification-settings-list'),
    handler: async ({ db, caller }) =>
      envelope(settingsRow(await readSettings(db, caller.school.id))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/notification-settings',
    tag: TAG,
    summary:
      'Change the notification settings; fields left out keep their values, an empty sms_key removes the key',
    access: access.permission('notification-settings-edit'),
    body: notificationSettingsSchema,
    audit: { entity: 'notification-settings', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const schoolId = caller.school.id;
      const saved = await db.transaction(async (tx) => {
        const current = await readSettings(tx, schoolId);
        const next = changed(current, body);
        const values = { ...next, schoolId, updatedAt: new Date() };
        await tx
          .insert(notificationSettings)
          .values(values)
          .onConflictDoUpdate({ target: notificationSettings.schoolId, set: values });
        await audit(tx, {
          action: 'update',
          entity: 'notification-settings',
          entityId: null,
          before: settingsRow(current),
          after: settingsRow(next),
        });
        return next;
      });
      return envelope(settingsRow(saved), apiMessage('done.notificationSettingsSaved'));
    },
  }),
];
