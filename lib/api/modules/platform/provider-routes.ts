/**
 * The provider console's own account and its schools: every route needs a provider token (signed
 * in on the bare host). Registrations and partner applications are reviewed in public-forms.
 */
import { eq } from 'drizzle-orm';
import { providerUsers } from '../../../db/schema/platform';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { providerSchoolRoutes } from './provider-schools';

export const providerRoutes = [
  defineRoute({
    method: 'GET',
    path: '/provider/me',
    tag: 'provider',
    summary: 'The signed-in provider account',
    access: access.provider,
    handler: async ({ db, caller }) => {
      const [user] = await db
        .select({
          id: providerUsers.id,
          email: providerUsers.email,
          full_name: providerUsers.fullName,
        })
        .from(providerUsers)
        .where(eq(providerUsers.id, caller.providerUserId));
      if (!user) throw notFound('The account');
      return envelope({ user: { ...user, role: 'Provider' } });
    },
  }),
  ...providerSchoolRoutes,
];
