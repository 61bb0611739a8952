/** GET /api/me: the signed-in user with roles and permissions. */
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { profileOf } from './profile';

export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me',
    tag: 'identity',
    summary:
      'The signed-in user: full_name, image, role, roles, permissions, and the school with its time zone, date format and currency',
    access: access.authenticated,
    handler: async ({ caller }) => envelope({ user: profileOf(caller) }),
  }),
];
