/** The dashboard's counts: whatever the other manifests contribute (`dashboard`). */
import { dashboardMenu } from './menu';
import { defineModule } from '../../http/module';
import { dashboardRoutes } from './routes';

export const dashboardModule = defineModule({
  name: 'dashboard',
  menu: dashboardMenu,
  routes: dashboardRoutes,
});
