/** Forms anyone may file (partner applications, school registrations) and the provider's review of them. */
import * as publicFormsSchema from '../../../db/schema/public-forms';
import { defineModule, tablesOf } from '../../http/module';
import { providerReviewRoutes } from './reviews';
import { publicFormRoutes } from './routes';
import { registerOutbox } from '../../../mail/send-mail';
import { writeOutboxEmail } from './outbox';

export const publicFormsModule = defineModule({
  name: 'public-forms',
  auditTables: { 'school-registrations': null, 'partner-applications': null },
  audit: {
    'school-registrations': 'School registration',
    'partner-applications': 'Partner application',
  },
  // E-mail not handed to an SMTP server is kept in public-forms' outbox, where the provider reads it.
  connect: () => registerOutbox(writeOutboxEmail),
  tables: tablesOf(publicFormsSchema),
  routes: [...publicFormRoutes, ...providerReviewRoutes],
});
