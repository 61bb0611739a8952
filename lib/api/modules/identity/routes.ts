/** GET /api/me: the signed-in user with roles, permissions and chosen language. */
import { readerLanguage } from '../../http/reader-language';
import { and, eq } from 'drizzle-orm';
import { users } from '../../../db/schema/identity';
import { envelope } from '../../http/envelope';
import { access, defineRoute } from '../../http/route';
import { profileOf } from './profile';

export const identityRoutes = [
  defineRoute({
    method: 'GET',
    path: '/me',
    tag: 'identity',
    summary:
      'The signed-in user: full_name, image, role, roles, permissions, locale (null: the school default), and the school with its time zone, date format, currency and default locale',
    access: access.authenticated,
    handler: async ({ db, caller }) => {
      // The choice is read here, not with every request's authentication: only pages need it.
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId)));
      return envelope({
        user: { ...profileOf(caller, await readerLanguage()), locale: row?.locale ?? null },
      });
    },
  }),
];
