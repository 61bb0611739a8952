/** Plans (the provider's price list) and each school's subscription, its limits and its state. */
import * as subscriptionsSchema from '../../../db/schema/subscriptions';
import { defineModule, tablesOf } from '../../http/module';
import { subscriptionsDemoSeed } from './demo-seed';
import { subscriptionsMenu } from './menu';
import { subscriptionRoutes } from './routes';
import { todayIn } from '../../../calendar';
import { addSchoolListColumns } from '../platform';
import { subscriptionsPerSchool } from './overview';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  auditTables: { subscriptions: null, 'subscription-requests': null, plans: null },
  audit: {
    subscriptions: 'Subscription',
    'subscription-requests': 'Subscription request',
    plans: 'Plan',
  },
  // The provider's list of schools shows each school's plan and its usage.
  connect: () => addSchoolListColumns((db) => subscriptionsPerSchool(db, todayIn('UTC'))),
  menu: subscriptionsMenu,
  tables: tablesOf(subscriptionsSchema, {
    subscriptions: {
      excluded:
        "the provider's record of what the school bought: a restore must not bring back an earlier plan or period",
    },
    subscription_requests: {
      excluded: "the school's requests to the provider, answered there: kept as they are",
    },
  }),
  demo: subscriptionsDemoSeed,
  routes: subscriptionRoutes,
});
