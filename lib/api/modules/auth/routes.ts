/**
 * POST /api/login and POST /api/logout. A login on a school's subdomain signs in one of that
 * school's users; on the bare host it signs in a provider account. Unknown e-mail and wrong
 * password get the same answer after the same work.
 */
import { readerLanguage } from '../../http/reader-language';
import { z } from 'zod';
import type { Database } from '../../../db/client';
import { decoyHash, verifyPassword } from '../../../auth/password';
import { clientAddress } from '../../http/client-address';
import { envelope } from '../../http/envelope';
import { ApiError, validationFailed } from '../../http/errors';
import { apiMessage } from '../../http/messages';
import { access, defineRoute } from '../../http/route';
import { schoolHint } from '../../http/tenant';
import { authenticate } from '../../http/authenticate';
import {
  addressLimit,
  attemptSucceeded,
  claimAttempt,
  currentFailures,
  issueAccessToken,
  loginLimits,
  profileOf,
  revokeAccessToken,
  userCredentials,
} from '../identity';
import { providerCredentials, schoolFromHint } from '../platform';

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

const BAD_CREDENTIALS = apiMessage('login.badCredentials');

export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: '/login',
    tag: 'auth',
    summary:
      "Sign in with e-mail and password on a school's subdomain (or as the provider on the bare host)",
    access: access.public,
    body: loginSchema,
    audit: { entity: ['users', 'provider-users'], actions: ['login'] },
    handler: async ({ c, db, body, audit }) => {
      const { config } = c.get('deps');
      const school = await schoolFromHint(db, schoolHint(c.req.raw.headers, config.appHost));
      const scope = school ? `school:${school.id}` : 'provider';
      const address = clientAddress(c);
      const addressHasFailed = (await currentFailures(db, addressLimit(address))) > 0;
      const limits = loginLimits(scope, body.email, address, addressHasFailed);
      await claimAttempt(db, limits);

      const found = school
        ? await userCredentials(db, school.id, body.email)
        : await providerCredentials(db, body.email).then(
            (p) => p && { ...p, status: 'active' as const },
          );
      const passwordOk = await verifyPassword(found?.hash ?? (await decoyHash()), body.password);
      // The attempt is already counted; the e-mail tried is kept (never the password).
      const attempt = {
        entity: school ? 'users' : 'provider-users',
        entityId: found?.id ?? null,
        schoolId: school?.id ?? null,
        after: { email: body.email },
      };
      if (!found || !passwordOk) {
        await audit(db, { ...attempt, action: 'login-failed' });
        throw validationFailed({ email: BAD_CREDENTIALS });
      }
      if (found.status !== 'active') throw new ApiError('forbidden', apiMessage('login.disabled'));
      await attemptSucceeded(db, limits);

      if (!school) {
        const token = await db.transaction(async (tx) => {
          await audit(tx, { ...attempt, action: 'login', actor: { providerUserId: found.id } });
          return issueAccessToken(tx, { providerUserId: found.id }, config.tokenTtlHours);
        });
        return envelope(
          {
            token,
            school_code: null,
            user: {
              id: found.id,
              email: found.email,
              full_name: found.fullName,
              image: null,
              role: 'Provider',
              roles: [{ name: 'Provider' }],
              permissions: [],
            },
          },
          apiMessage('done.signedIn'),
        );
      }
      const { token, caller } = await db.transaction(async (tx) => {
        const token = await issueAccessToken(
          tx,
          { schoolId: school.id, userId: found.id },
          config.tokenTtlHours,
        );
        // The new token is read back exactly as every later request will read it.
        const caller = await authenticate(tx as Database, token, { subdomain: school.subdomain });
        if (caller.kind !== 'school') throw new Error('A school token read back as another kind.');
        const actor = { userId: caller.userId, name: caller.profile.fullName, roles: caller.roles };
        await audit(tx, { ...attempt, action: 'login', actor });
        return { token, caller };
      });
      return envelope(
        { token, school_code: school.code, user: profileOf(caller, await readerLanguage()) },
        apiMessage('done.signedIn'),
      );
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    tag: 'auth',
    summary: 'Revoke the token this request carries',
    access: access.signedIn,
    audit: { entity: ['users', 'provider-users'], actions: ['logout'] },
    allowedWhenReadOnly: true,
    handler: async ({ db, caller, audit }) => {
      await db.transaction(async (tx) => {
        await revokeAccessToken(
          tx,
          caller.kind === 'school'
            ? { schoolId: caller.school.id, tokenId: caller.tokenId }
            : { providerTokenId: caller.tokenId },
        );
        await audit(
          tx,
          caller.kind === 'school'
            ? { action: 'logout', entity: 'users', entityId: caller.userId }
            : { action: 'logout', entity: 'provider-users', entityId: caller.providerUserId },
        );
      });
      return envelope(null, apiMessage('done.signedOut'));
    },
  }),
];
