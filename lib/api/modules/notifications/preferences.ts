/**
 * Users' channel choices (notification_preferences): one row per user and event they changed;
 * an event without a row takes its default channels (rules.ts).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { notificationPreferences } from '../../../db/schema/notifications';
import type { ChannelName, NotificationEvent } from '../../../db/schema/notifications-values';

export const choiceKey = (userId: number, event: string) => `${userId}:${event}`;

/** The choices of `userIds` for `events`, keyed `${userId}:${event}`. */
export async function chosenChannels(
  db: Executor,
  schoolId: number,
  userIds: readonly number[],
  events: readonly NotificationEvent[],
): Promise<Map<string, ChannelName[]>> {
  const chosen = new Map<string, ChannelName[]>();
  if (userIds.length === 0 || events.length === 0) return chosen;
  const rows = await db
    .select({
      userId: notificationPreferences.userId,
      event: notificationPreferences.event,
      channels: notificationPreferences.channels,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.schoolId, schoolId),
        inArray(notificationPreferences.userId, [...userIds]),
        inArray(notificationPreferences.event, [...events]),
      ),
    );
  for (const row of rows)
    chosen.set(choiceKey(row.userId, row.event), row.channels as ChannelName[]);
  return chosen;
}
