/** Private files (photos, attachments) served to those allowed to see the record holding them. */
import { defineModule } from '../../http/module';
import { fileRoutes } from './routes';

export const filesModule = defineModule({ name: 'files', routes: fileRoutes });
