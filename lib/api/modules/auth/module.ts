/** Sign-in, sign-out and password reset. */
import { defineModule } from '../../http/module';
import { passwordResetRoutes } from './password-reset';
import { authRoutes } from './routes';

export const authModule = defineModule({
  name: 'auth',
  auditTables: { 'provider-users': null },
  audit: { users: 'User', 'provider-users': 'Provider user' },
  routes: [...authRoutes, ...passwordResetRoutes],
});
