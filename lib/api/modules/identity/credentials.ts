/**
 * A school user's credentials, for the sign-in and reset flows (modules/auth): the account an
 * e-mail names in a school, a new password, and access tokens issued, revoked and (for the
 * machinery's authenticate) read. A provider account lives in the platform module (its
 * table), its tokens here beside the school's.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { accessTokens, providerAccessTokens, users } from '../../../db/schema/identity';
import { newToken } from '../../../auth/tokens';
import type { TokenStore } from '../../http/authenticate';

/** The school's user with this e-mail, with the password hash to check (any status). */
export async function userCredentials(db: Executor, schoolId: number, email: string) {
  const [found] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      hash: users.passwordHash,
      status: users.status,
      locale: users.locale,
    })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, email)));
  return found;
}

/** Sets a user's password; the user's e-mail, or undefined when there is no such user. */
export async function setUserPassword(
  tx: Executor,
  schoolId: number,
  userId: number,
  passwordHash: string,
): Promise<string | undefined> {
  const [u] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(and(eq(users.schoolId, schoolId), eq(users.id, userId)))
    .returning({ email: users.email });
  return u?.email;
}

/** A school user's token (access_tokens) or a provider account's (provider_access_tokens). */
export async function issueAccessToken(
  db: Executor,
  owner: { schoolId: number; userId: number } | { providerUserId: number },
  ttlHours: number,
): Promise<string> {
  const { token, hash } = newToken();
  const expiresAt = sql`now() + make_interval(hours => ${ttlHours})`;
  if ('providerUserId' in owner)
    await db.insert(providerAccessTokens).values({ tokenHash: hash, ...owner, expiresAt });
  else await db.insert(accessTokens).values({ tokenHash: hash, ...owner, expiresAt });
  return token;
}

type TokenRef = { schoolId: number; tokenId: number } | { providerTokenId: number };

/** Stamps now on one access token: a school user's (within the school) or a provider account's. */
async function stampToken(tx: Executor, token: TokenRef, column: 'revokedAt' | 'lastUsedAt') {
  const now = { [column]: sql`now()` };
  if ('providerTokenId' in token)
    await tx
      .update(providerAccessTokens)
      .set(now)
      .where(eq(providerAccessTokens.id, token.providerTokenId));
  else
    await tx
      .update(accessTokens)
      .set(now)
      .where(and(eq(accessTokens.schoolId, token.schoolId), eq(accessTokens.id, token.tokenId)));
}

/** Revokes one access token (a sign-out). */
export const revokeAccessToken = (tx: Executor, token: TokenRef) =>
  stampToken(tx, token, 'revokedAt');

/** The machinery's reads and writes of the token tables (lib/api/http/authenticate.ts). */
export const tokenStore: TokenStore = {
  providerToken: async (db, hash) =>
    (
      await db
        .select({
          tokenId: providerAccessTokens.id,
          expiresAt: providerAccessTokens.expiresAt,
          revokedAt: providerAccessTokens.revokedAt,
          lastUsedAt: providerAccessTokens.lastUsedAt,
          providerUserId: providerAccessTokens.providerUserId,
        })
        .from(providerAccessTokens)
        .where(eq(providerAccessTokens.tokenHash, hash))
        .limit(1)
    )[0],
  markUsed: (db, token) => stampToken(db, token, 'lastUsedAt'),
};
