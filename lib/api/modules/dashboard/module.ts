/** The dashboard's counts: whatever the other manifests contribute (`dashboard`). */
import { defineModule } from '../../http/module';
import { dashboardMenu } from './menu';
import { dashboardRoutes } from './routes';

export const dashboardModule = defineModule({
  name: 'dashboard',
  menu: dashboardMenu,
  routes: dashboardRoutes,
});
