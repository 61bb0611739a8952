/** The signed-in user and their own account. */
import * as identitySchema from '../../../db/schema/identity';
import { defineModule, tablesOf } from '../../http/module';
import { accountRoutes } from './account-routes';
import { mayViewUserPhoto } from './photo-access';
import { identityRoutes } from './routes';
import { registerTokenStore } from '../../http/authenticate';
import { registerChosenLanguage } from '../../http/error-locale';
import { userLanguage } from './chosen-language';
import { tokenStore } from './credentials';

export const identityModule = defineModule({
  name: 'identity',
  audit: { users: 'User' },
  // The machinery authenticates every request through identity's access tokens, and answers
  // a user's errors in the language they chose.
  connect: () => {
    registerTokenStore(tokenStore);
    registerChosenLanguage('school', userLanguage);
  },
  tables: tablesOf(identitySchema, {
    access_tokens: {
      excluded:
        'sign-in sessions: secrets of this server, not school data; kept through a restore for users the archive still has',
    },
    password_reset_tokens: {
      excluded:
        'one-time secrets that expire within hours; kept through a restore for users the archive still has',
    },
  }),
  files: { photo: mayViewUserPhoto },
  routes: [...identityRoutes, ...accountRoutes],
});
