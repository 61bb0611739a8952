/**
 * The provider's own accounts, for the sign-in and reset flows (modules/auth): the account an
 * e-mail names, with its password hash, and a new password.
 */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { providerUsers } from '../../../db/schema/platform';

/** The provider account with this e-mail, with the password hash to check. */
export async function providerCredentials(db: Executor, email: string) {
  const [found] = await db
    .select({
      id: providerUsers.id,
      email: providerUsers.email,
      fullName: providerUsers.fullName,
      hash: providerUsers.passwordHash,
      locale: providerUsers.locale,
    })
    .from(providerUsers)
    .where(eq(providerUsers.email, email));
  return found;
}

/** Sets a provider account's password; its e-mail, or undefined when there is no such account. */
export async function setProviderPassword(
  tx: Executor,
  providerUserId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const [p] = await tx
    .update(providerUsers)
    .set({ passwordHash })
    .where(eq(providerUsers.id, providerUserId))
    .returning({ email: providerUsers.email });
  return p?.email;
}
