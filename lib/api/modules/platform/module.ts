/** Schools, their public identity and their settings. */
import { defineModule } from '../../http/module';
import { platformRoutes } from './routes';
import { schoolSettingsRoutes } from './school-settings-routes';

export const platformModule = defineModule({
  name: 'platform',
  routes: [...platformRoutes, ...schoolSettingsRoutes],
});
