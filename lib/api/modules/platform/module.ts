/** Schools, their public identity and settings, and the provider console's view of them. */
import { defineModule } from '../../http/module';
import { providerRoutes } from './provider-routes';
import { platformRoutes } from './routes';
import { schoolSettingsRoutes } from './school-settings-routes';

export const platformModule = defineModule({
  name: 'platform',
  routes: [...platformRoutes, ...schoolSettingsRoutes, ...providerRoutes],
});
