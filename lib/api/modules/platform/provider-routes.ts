/**
 * The provider console's own account and its schools: every route needs a provider token (signed
 * in on the bare host). Registrations and partner applications are reviewed in public-forms.
 */
import { eq } from 'drizzle-orm';
import { providerUsers } from '../../../db/schema/platform';
import { envelope } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { preferencesSchema } from '../identity/account-schemas';
import { providerSchoolRoutes } from './provider-schools';
import { apiMessage } from '../../http/messages';

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
          locale: providerUsers.locale,
        })
        .from(providerUsers)
        .where(eq(providerUsers.id, caller.providerUserId));
      if (!user) throw notFound('account');
      return envelope({ user: { ...user, role: 'Provider' } });
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/provider/me/preferences',
    tag: 'provider',
    summary: "Choose the provider console's interface language (`locale`: en, ar, hi or fr)",
    access: access.provider,
    body: preferencesSchema,
    audit: { entity: 'provider_users', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const mine = eq(providerUsers.id, caller.providerUserId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ locale: providerUsers.locale })
          .from(providerUsers)
          .where(mine);
        if (!before) throw notFound('account');
        await tx.update(providerUsers).set({ locale: body.locale }).where(mine);
        const entry = { action: 'update', entity: 'provider_users' } as const;
        await audit(tx, {
          ...entry,
          entityId: caller.providerUserId,
          before,
          after: { locale: body.locale },
        });
      });
      return envelope({ locale: body.locale }, apiMessage('done.languageSaved'));
    },
  }),
  ...providerSchoolRoutes,
];
