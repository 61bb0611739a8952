/** Every module's routes, in one list: mounted by the app and published in the OpenAPI document. */
import type { RouteDefinition } from './http/route';
import { authRoutes } from './modules/auth/routes';
import { metaDataRoutes } from './modules/academics/meta-data';
import { academicsRoutes } from './modules/academics/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { feeRoutes } from './modules/fees/routes';
import { identityRoutes } from './modules/identity/routes';
import { accountRoutes } from './modules/identity/account-routes';
import { platformRoutes } from './modules/platform/routes';
import { schoolSettingsRoutes } from './modules/platform/school-settings-routes';
import { passwordResetRoutes } from './modules/auth/password-reset';
import { publicFormRoutes } from './modules/public-forms/routes';
import { peopleRoutes } from './modules/people/routes';
import { providerRoutes } from './modules/provider/routes';
import { fileRoutes } from './modules/files/routes';

export const allRoutes: RouteDefinition[] = [
  ...authRoutes,
  ...platformRoutes,
  ...schoolSettingsRoutes,
  ...identityRoutes,
  ...accountRoutes,
  ...metaDataRoutes,
  ...academicsRoutes,
  ...dashboardRoutes,
  ...feeRoutes,
  ...passwordResetRoutes,
  ...publicFormRoutes,
  ...peopleRoutes,
  ...providerRoutes,
  ...fileRoutes,
];
