/**
 * POST /api/login and POST /api/logout. A login on a school's subdomain signs in one of that
 * school's users; on the bare host it signs in a provider account. Unknown e-mail and wrong
 * password get the same answer after the same work.
 */
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { accessTokens, users } from '../../../db/schema/identity';
import { providerUsers } from '../../../db/schema/platform';
import { decoyHash, verifyPassword } from '../../../auth/password';
import { newToken } from '../../../auth/tokens';
import { clientAddress } from '../../http/client-address';
import { envelope } from '../../http/envelope';
import { ApiError, validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { schoolHint } from '../../http/tenant';
import { authenticate } from '../../http/authenticate';
import { profileOf } from '../identity';
import { schoolFromHint } from '../platform';
import {
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  accountKey,
  addressKey,
  assertNotThrottled,
  clearFailures,
  recordFailure,
} from './throttle';

export const loginSchema = z.object({
  email: z
    .string({ error: 'The e-mail is required.' })
    .trim()
    .min(1, 'The e-mail is required.')
    .pipe(z.email('The e-mail must be a valid e-mail address.'))
    .transform((e) => e.toLowerCase()),
  password: z
    .string({ error: 'The password is required.' })
    .min(1, 'The password is required.')
    .max(1024),
});

const BAD_CREDENTIALS = 'These credentials do not match our records.';

async function issueToken(
  db: Database,
  owner: { schoolId: number; userId: number } | { providerUserId: number },
  ttlHours: number,
) {
  const { token, hash } = newToken();
  await db.insert(accessTokens).values({
    tokenHash: hash,
    ...owner,
    expiresAt: sql`now() + make_interval(hours => ${ttlHours})`,
  });
  return token;
}

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/login',
    tag: 'auth',
    summary:
      "Sign in with e-mail and password on a school's subdomain (or as the provider on the bare host)",
    access: access.public,
    body: loginSchema,
    handler: async ({ c, db, body }) => {
      const { config } = c.get('deps');
      const school = await schoolFromHint(db, schoolHint(c.req.raw.headers, config.appHost));
      const scope = school ? `school:${school.id}` : 'provider';
      const account = accountKey(scope, body.email);
      const address = addressKey(clientAddress(c));
      await assertNotThrottled(db, [
        { key: account, limit: MAX_FAILURES_PER_ACCOUNT },
        { key: address, limit: MAX_FAILURES_PER_ADDRESS },
      ]);

      const found = school
        ? (
            await db
              .select({ id: users.id, hash: users.passwordHash, status: users.status })
              .from(users)
              .where(and(eq(users.schoolId, school.id), eq(users.email, body.email)))
          )[0]
        : (
            await db
              .select({
                id: providerUsers.id,
                hash: providerUsers.passwordHash,
                status: sql<string>`'active'`,
              })
              .from(providerUsers)
              .where(eq(providerUsers.email, body.email))
          )[0];
      const passwordOk = await verifyPassword(found?.hash ?? (await decoyHash()), body.password);
      if (!found || !passwordOk) {
        await recordFailure(db, [account, address]);
        throw validationFailed({ email: BAD_CREDENTIALS });
      }
      if (found.status !== 'active')
        throw new ApiError(
          'forbidden',
          'This account is disabled. Please contact the school office.',
        );
      await clearFailures(db, account);

      if (!school) {
        const token = await issueToken(db, { providerUserId: found.id }, config.tokenTtlHours);
        const [p] = await db.select().from(providerUsers).where(eq(providerUsers.id, found.id));
        return envelope(
          {
            token,
            school_code: null,
            user: {
              id: p.id,
              email: p.email,
              full_name: p.fullName,
              image: null,
              role: 'Provider',
              roles: [{ name: 'Provider' }],
              permissions: [],
            },
          },
          'Signed in.',
        );
      }
      const token = await issueToken(
        db,
        { schoolId: school.id, userId: found.id },
        config.tokenTtlHours,
      );
      // The new token is read back exactly as every later request will read it.
      const caller = await authenticate(db, token, { subdomain: school.subdomain });
      if (caller.kind !== 'school')
        throw new ApiError('internal', 'A school token read back as another kind.');
      return envelope({ token, school_code: school.code, user: profileOf(caller) }, 'Signed in.');
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    tag: 'auth',
    summary: 'Revoke the token this request carries',
    access: access.signedIn,
    handler: async ({ db, caller }) => {
      await db
        .update(accessTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(accessTokens.id, caller.tokenId));
      return envelope(null, 'Signed out.');
    },
  }),
];
