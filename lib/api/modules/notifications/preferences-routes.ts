/**
 * GET/PUT /api/me/notification-preferences: the caller's channels for each event (their
 * choice, or the event's default), and whether the school has the event on. A PUT names only
 * the events it changes; every change is audited.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notificationPreferences } from '../../../db/schema/notifications';
import {
  NOTIFICATION_EVENTS,
  type ChannelName,
  type NotificationEvent,
} from '../../../db/schema/notifications-values';
import type { AuditRecorder } from '../../http/audit';
import { envelope } from '../../http/envelope';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { chosenChannels, choiceKey } from './preferences';
import { defaultChannels } from './rules';
import { notificationPreferencesSchema } from './schemas';
import { eventEnabled, readSettings } from './settings';
import type { PreferenceRow } from './types';

const TAG = 'notifications';
export const PREFERENCES_ENTITY = 'notification-preferences';

export async function preferenceRows(
  db: Executor,
  schoolId: number,
  userId: number,
): Promise<PreferenceRow[]> {
  const chosen = await chosenChannels(db, schoolId, [userId], NOTIFICATION_EVENTS);
  const settings = await readSettings(db, schoolId);
  return NOTIFICATION_EVENTS.map((event) => ({
    event,
    channels: chosen.get(choiceKey(userId, event)) ?? defaultChannels(event),
    default_channels: defaultChannels(event),
    enabled_by_school: eventEnabled(settings, event),
  }));
}

/** Sets one user's channels for some events and records the change (one audit row). */
export async function setPreferences(
  tx: Executor,
  audit: AuditRecorder,
  who: { schoolId: number; userId: number; actor?: { userId: number; name: string } },
  changes: readonly { event: NotificationEvent; channels: ChannelName[] }[],
): Promise<void> {
  const { schoolId, userId } = who;
  const before = await preferenceRows(tx, schoolId, userId);
  for (const { event, channels } of changes) {
    const unique = [...new Set(channels)];
    await tx
      .insert(notificationPreferences)
      .values({ schoolId, userId, event, channels: unique })
      .onConflictDoUpdate({
        target: [
          notificationPreferences.schoolId,
          notificationPreferences.userId,
          notificationPreferences.event,
        ],
        set: { channels: unique, updatedAt: new Date() },
      });
  }
  const shown = (rows: PreferenceRow[]) =>
    Object.fromEntries(
      rows
        .filter((r) => changes.some((c) => c.event === r.event))
        .map((r) => [r.event, r.channels.join(', ') || '—']),
    );
  await audit(tx, {
    action: 'update',
    entity: PREFERENCES_ENTITY,
    entityId: userId,
    before: shown(before),
    after: shown(await preferenceRows(tx, schoolId, userId)),
    ...(who.actor && {
      schoolId,
      actor: { userId: who.actor.userId, name: who.actor.name, roles: [] },
    }),
  });
}

export const preferencesRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me/notification-preferences',
    tag: TAG,
    summary:
      "The caller's channels for each event (their choice or the default), and whether the school has the event on",
    access: access.authenticated,
    handler: async ({ db, caller }) =>
      envelope(await preferenceRows(db, caller.school.id, caller.userId)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/me/notification-preferences',
    tag: TAG,
    summary:
      'Choose the channels of some events: { preferences: [{ event, channels: ["in_app", "email", ...] }] } (an empty list silences the event)',
    access: access.authenticated,
    body: notificationPreferencesSchema,
    audit: { entity: PREFERENCES_ENTITY, actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const who = { schoolId: caller.school.id, userId: caller.userId };
      await db.transaction((tx) => setPreferences(tx, audit, who, body.preferences));
      return envelope(
        await preferenceRows(db, who.schoolId, who.userId),
        apiMessage('done.notificationPreferencesSaved'),
      );
    },
  }),
];

/** Turns one event's e-mail off for one user (the unsubscribe link): their other channels stay. */
export async function emailOff(
  tx: Executor,
  audit: AuditRecorder,
  who: { schoolId: number; userId: number; name: string },
  event: NotificationEvent,
): Promise<void> {
  const [row] = await tx
    .select({ channels: notificationPreferences.channels })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.schoolId, who.schoolId),
        eq(notificationPreferences.userId, who.userId),
        eq(notificationPreferences.event, event),
      ),
    );
  const current = (row?.channels as ChannelName[] | undefined) ?? defaultChannels(event);
  await setPreferences(tx, audit, { ...who, actor: { userId: who.userId, name: who.name } }, [
    { event, channels: current.filter((c) => c !== 'email') },
  ]);
}
