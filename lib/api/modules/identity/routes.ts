/** GET /api/me: the signed-in user with roles and permissions. */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { profileOf } from './profile';

export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me',
    tag: 'identity',
    summary: 'The signed-in user: full_name, image, role, roles and permissions',
    access: access.authenticated,
    handler: async ({ caller }) => envelope({ user: profileOf(caller) }),
  }),
];
