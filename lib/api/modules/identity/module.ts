/** The signed-in user and their own account. */
import { defineModule } from '../../http/module';
import { accountRoutes } from './account-routes';
import { identityRoutes } from './routes';

export const identityModule = defineModule({
  name: 'identity',
  routes: [...identityRoutes, ...accountRoutes],
});
