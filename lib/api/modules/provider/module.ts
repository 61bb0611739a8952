/** The provider console: provider tokens only. */
import { defineModule } from '../../http/module';
import { providerRoutes } from './routes';

export const providerModule = defineModule({ name: 'provider', routes: providerRoutes });
