/** Schools, their public identity and settings, and the provider console's view of them. */
import * as platformSchema from '../../../db/schema/platform';
import { defineModule, tablesOf } from '../../http/module';
import { registerChosenLanguage } from '../../http/error-locale';
import { demoSchoolMaker } from './demo-seed';
import { platformMenu } from './menu';
import { providerLanguage } from './provider-language';
import { providerRoutes } from './provider-routes';
import { platformRoutes } from './routes';
import { schoolSettingsRoutes } from './school-settings-routes';

export const platformModule = defineModule({
  name: 'platform',
  auditTables: { 'school-settings': 'schools', provider_users: null },
  audit: {
    schools: 'School',
    'school-settings': 'School settings',
    provider_users: 'Provider account',
  },
  menu: platformMenu,
  tables: tablesOf(platformSchema),
  demo: { school: demoSchoolMaker },
  // The provider console's errors answer in its provider's own language.
  connect: () => registerChosenLanguage('provider', providerLanguage),
  routes: [...platformRoutes, ...schoolSettingsRoutes, ...providerRoutes],
});
