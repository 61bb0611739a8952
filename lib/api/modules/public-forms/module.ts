/** Forms anyone may file (partner applications, school registrations) and the provider's review of them. */
import * as publicFormsSchema from '../../../db/schema/public-forms';
import { defineModule, tablesOf } from '../../http/module';
import { providerReviewRoutes } from './reviews';
import { publicFormRoutes } from './routes';

export const publicFormsModule = defineModule({
  name: 'public-forms',
  tables: tablesOf(publicFormsSchema, {
    password_reset_tokens: {
      excluded:
        'one-time secrets that expire within hours; kept through a restore for users the archive still has',
    },
  }),
  routes: [...publicFormRoutes, ...providerReviewRoutes],
});
