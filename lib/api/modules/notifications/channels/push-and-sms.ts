/**
 * What Web Push and the SMS provider add to the notifications module, in one place for its
 * manifest: the two channels (registered from its `connect`), the device routes, the push
 * tables and the audit label of the subscriptions.
 */
import * as pushSchema from '../../../../db/schema/notification-push';
import { tablesOf } from '../../../http/module';
import { registerChannel } from '../index';
import { readSettings } from '../settings';
import { pushChannel } from './push-channel';
import { pushRoutes } from './push-routes';
import { smsChannel, type SmsSettingsReader } from './sms-channel';

/**
 * The school's provider from its notification settings: endpoint and key both set, or none;
 * `via` the school's choice of SMS or WhatsApp, sent to the provider as the request's channel.
 */
export const schoolSmsProvider: SmsSettingsReader = async (db, schoolId) => {
  const { smsEndpoint, smsKey, smsVia } = await readSettings(db, schoolId);
  return smsEndpoint && smsKey ? { endpoint: smsEndpoint, key: smsKey, via: smsVia } : null;
};

export function registerPushAndSms(): void {
  registerChannel(pushChannel);
  registerChannel(smsChannel(schoolSmsProvider));
}

export const pushAndSms = {
  routes: pushRoutes,
  tables: tablesOf(pushSchema, {
    push_subscriptions: {
      excluded:
        "browsers' push channels, bound to this deployment's VAPID key: kept through a restore for users the archive still has; on another deployment each device turns notifications on again",
    },
  }),
  audit: { 'push-subscriptions': 'Push subscription' },
} as const;
