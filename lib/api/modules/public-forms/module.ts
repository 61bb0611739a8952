/** Forms anyone may file (partner applications, school registrations) and the provider's review of them. */
import { defineModule } from '../../http/module';
import { providerReviewRoutes } from './reviews';
import { publicFormRoutes } from './routes';

export const publicFormsModule = defineModule({
  name: 'public-forms',
  routes: [...publicFormRoutes, ...providerReviewRoutes],
});
