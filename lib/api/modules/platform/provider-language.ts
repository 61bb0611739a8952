/** The provider console's own interface language (provider_users.locale), for API errors. */
import { eq } from 'drizzle-orm';
import { providerUsers } from '../../../db/schema/platform';
import type { ChosenLanguage } from '../../http/error-locale';

export const providerLanguage: ChosenLanguage<'provider'> = async (db, caller) => {
  const [row] = await db
    .select({ locale: providerUsers.locale })
    .from(providerUsers)
    .where(eq(providerUsers.id, caller.providerUserId));
  return row?.locale ?? null;
};
