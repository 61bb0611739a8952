/**
 * The deployment's VAPID key pair (Web Push's sender identity). Set by the provider through
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or else generated the first time a process needs it and
 * kept in `push_vapid_keys` — in the database rather than a file in DATA_DIR, because every
 * process that sends (each web instance on PostgreSQL, `npm run worker`) must sign with the key
 * the browsers subscribed with: a second key on a second machine would make every push it
 * sends fail. Two processes starting at once both insert with `on conflict do nothing` and read
 * back the one row that won.
 */
import webpush from 'web-push';
import type { Executor } from '../../../../db/client';
import { pushVapidKeys } from '../../../../db/schema/notification-push';
import { vapidEnvironment } from '../../../../config/vapid';
import { DEFAULT_MAIL_FROM } from '../../../../mail/send-mail';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** `mailto:` of the sender's address in MAIL_FROM ("Schola <no-reply@x>" → mailto:no-reply@x). */
export function subjectFromMailFrom(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

async function storedKeys(db: Executor): Promise<{ publicKey: string; privateKey: string }> {
  const read = () =>
    db
      .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
      .from(pushVapidKeys);
  const [kept] = await read();
  if (kept) return kept;
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...webpush.generateVAPIDKeys() })
    .onConflictDoNothing();
  const [made] = await read();
  if (!made) throw new Error('push_vapid_keys: the key pair was not kept');
  return made;
}

// Keys do not change while a process runs; one read per database (tests open one per file).
const cache = new WeakMap<object, Promise<VapidKeys>>();

export function vapidKeys(
  db: Executor,
  env: Record<string, string | undefined> = process.env,
): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = readVapidKeys(db, env);
    cache.set(db, keys);
    keys.catch(() => cache.delete(db));
  }
  return keys;
}

export async function readVapidKeys(db: Executor, env: Record<string, string | undefined>) {
  const set = vapidEnvironment(env);
  if ('problems' in set) throw new Error(set.problems.join('; '));
  const subject = set.ok.subject ?? subjectFromMailFrom(env.MAIL_FROM || DEFAULT_MAIL_FROM);
  const { publicKey, privateKey } =
    set.ok.publicKey && set.ok.privateKey
      ? { publicKey: set.ok.publicKey, privateKey: set.ok.privateKey }
      : await storedKeys(db);
  return { publicKey, privateKey, subject };
}
