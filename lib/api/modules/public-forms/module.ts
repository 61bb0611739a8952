/** Forms anyone may file: partner applications and school registrations. */
import { defineModule } from '../../http/module';
import { publicFormRoutes } from './routes';

export const publicFormsModule = defineModule({ name: 'public-forms', routes: publicFormRoutes });
