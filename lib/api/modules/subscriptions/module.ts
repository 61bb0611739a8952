/** Plans (the provider's price list) and each school's subscription, its limits and its state. */
import * as subscriptionsSchema from '../../../db/schema/subscriptions';
import { defineModule, tablesOf } from '../../http/module';
import { subscriptionsDemoSeed } from './demo-seed';
import { subscriptionsMenu } from './menu';
import { subscriptionRoutes } from './routes';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
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
