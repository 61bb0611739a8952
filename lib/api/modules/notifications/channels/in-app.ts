/**
 * The in-app channel: a row in `notifications`, read behind the bell. One per delivery (the
 * unique delivery id), so a delivery run again after a crash shows once.
 */
import { notifications } from '../../../../db/schema/notifications';
import type { Channel } from '../registry';

/** The screen inside the app: the path of the absolute link the e-mail carries. */
const inAppPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export const inAppChannel: Channel = {
  name: 'in_app',
  transactional: true,
  async send(db, out) {
    await db
      .insert(notifications)
      .values({
        schoolId: out.schoolId,
        userId: out.to.userId,
        event: out.event,
        title: out.subject,
        body: out.body,
        link: out.link && inAppPath(out.link),
        deliveryId: out.deliveryId,
      })
      .onConflictDoNothing({ target: [notifications.schoolId, notifications.deliveryId] });
    return {};
  },
};
