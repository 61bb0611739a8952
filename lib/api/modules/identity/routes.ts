/** GET /api/me: the signed-in user with roles and permissions. */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { userProfile } from './profile';

export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me',
    tag: 'identity',
    summary: 'The signed-in user: full_name, image, role, roles and permissions',
    access: access.authenticated,
    handler: async ({ db, caller }) =>
      envelope({ user: await userProfile(db, caller.school, caller.userId, caller) }),
  }),
];
