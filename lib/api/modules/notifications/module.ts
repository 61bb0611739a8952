/**
 * Notifications (issue 28): notify() for the events' modules, the delivery queue, the in-app
 * and e-mail channels, the user's list behind the bell, the school's settings, the delivery
 * log and each user's channel choices.
 */
import * as notificationsSchema from '../../../db/schema/notifications';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { emailChannel } from './channels/email';
import { inAppChannel } from './channels/in-app';
import { pushAndSms, registerPushAndSms } from './channels/push-and-sms';
import { notificationsDemoSeed } from './demo-seed';
import { notificationLinks, registerNotificationKeys } from './restore-links';
import { notificationsMenu } from './menu';
import { registerChannel } from './registry';
import { DELIVERY_ENTITY } from './retry-routes';
import { notificationRoutes } from './routes';

export const notificationsModule = defineModule({
  name: 'notifications',
  auditTables: {
    'notification-preferences': 'users',
    'notification-settings': null,
    'push-subscriptions': null,
  },
  audit: {
    'notification-settings': 'Notification settings',
    'notification-preferences': 'Notification choices',
    [DELIVERY_ENTITY]: 'Notification delivery',
    ...pushAndSms.audit,
  },
  permissions: crudOf('notification-settings'),
  menu: notificationsMenu,
  // The log is kept: a restore adds the archive's missing deliveries and removes none (what
  // was sent stays said). The in-app messages, settings and choices are the school's data.
  tables: [
    ...tablesOf(notificationsSchema, { notification_deliveries: 'append' }, notificationLinks),
    ...pushAndSms.tables,
  ],
  demo: { ...notificationsDemoSeed, after: ['people'] },
  plan: 'notifications',
  routes: [...notificationRoutes, ...pushAndSms.routes],
  connect: (modules) => {
    registerNotificationKeys(modules);
    registerChannel(inAppChannel);
    registerChannel(emailChannel);
    registerPushAndSms();
  },
});
