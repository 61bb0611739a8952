/** The dashboard's counts. */
import { defineModule } from '../../http/module';
import { dashboardRoutes } from './routes';

export const dashboardModule = defineModule({ name: 'dashboard', routes: dashboardRoutes });
