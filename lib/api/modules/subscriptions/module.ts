/** Plans (the provider's price list) and each school's subscription, its limits and its state. */
import { defineModule } from '../../http/module';
import { subscriptionRoutes } from './routes';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: subscriptionRoutes,
});
