/** Every route of notifications; the fixed paths before `/notifications/:id/read`. */
import { inboxRoutes } from './inbox-routes';
import { logRoutes } from './log-routes';
import { retryRoutes } from './retry-routes';
import { preferencesRoutes } from './preferences-routes';
import { settingsRoutes } from './settings-routes';
import { unsubscribeRoutes } from './unsubscribe-routes';

export const notificationRoutes = [
  ...unsubscribeRoutes,
  ...inboxRoutes,
  ...settingsRoutes,
  ...logRoutes,
  ...retryRoutes,
  ...preferencesRoutes,
];
