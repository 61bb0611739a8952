/**
 * A whole-school announcement's notices, out of the save's transaction: the save enqueues one
 * `announcement-fan-out` job (keyed by the notice's key, so the hourly schedule and a second
 * save add no second job), and the job creates the deliveries in batches of FAN_OUT_BATCH
 * recipients, each batch its own transaction. A school of thousands saves as fast as one of
 * ten. A crash mid-fan-out loses nobody and doubles nobody: the job runs again from the start,
 * and notify()'s key (`announcement_published:{id}:{user}:{channel}`, unique per school) adds
 * nothing for the batches already written.
 */
import type { Database, Executor } from '../../../db/client';
import { defineQueue } from '../../../jobs';
import { activeUserIdsOfRoles } from '../identity';
import { notify } from '../notifications';
import { announcementNotice, announcementOf } from './notice-of';

/** Recipients per transaction: a few thousand deliveries and jobs in one statement each. */
export const FAN_OUT_BATCH = 500;

/** Every active user of the school but the author, told in batches (safe to run again). */
export async function fanOut(db: Database, schoolId: number, id: number): Promise<number> {
  const a = await announcementOf(db, schoolId, id);
  if (!a) return 0; // deleted since
  const everyone = (await activeUserIdsOfRoles(db, schoolId, 'all'))
    .filter((u) => u !== a.authorId)
    .sort((x, y) => x - y);
  for (let i = 0; i < everyone.length; i += FAN_OUT_BATCH) {
    const batch = everyone.slice(i, i + FAN_OUT_BATCH);
    await db.transaction((tx) => notify(tx, announcementNotice(schoolId, a, batch)));
  }
  return everyone.length;
}

export const fanOutQueue = defineQueue<{ announcementId: number }>(
  'announcement-fan-out',
  async (job) => {
    if (job.schoolId === null) throw new Error(`announcement-fan-out #${job.id} has no school`);
    await fanOut(job.db, job.schoolId, job.payload.announcementId);
  },
  { concurrency: 1 },
);

/** In the save's transaction: the fan-out job, once per announcement (its notice's key). */
export async function enqueueFanOut(tx: Executor, schoolId: number, id: number): Promise<void> {
  await fanOutQueue.enqueue(tx, {
    payload: { announcementId: id },
    schoolId,
    key: `announcement_published:${id}`,
  });
}
