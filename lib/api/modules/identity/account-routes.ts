/**
 * The signed-in user's own account: PUT /api/me (full name), POST /api/me/photo (PNG, JPEG
 * or WebP up to 2 MB, checked by its bytes) and PUT /api/me/password (verified against the
 * current one; every other session of the user is signed out, this one stays) and
 * PUT /api/me/preferences (the interface language, issue 26).
 */
import { readerLanguage } from '../../http/reader-language';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accessTokens, users } from '../../../db/schema/identity';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { storePrivateFile } from '../../../storage/files';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { notFound, validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import type { AuditRecorder } from '../../http/audit';
import { accountKey, accountLimit, attemptSucceeded, claimAttempt } from './throttle';
import {
  changePasswordSchema,
  photoSchema,
  preferencesSchema,
  updateAccountSchema,
} from './account-schemas';
import { storablePhoto } from '../../../storage/image-resize';
import { profileOf } from './profile';
import { apiMessage } from '../../http/messages';

/**
 * Updates the caller's own row (school id and user id both bound), audited against the profile
 * read when the request was authenticated, and returns the fresh profile.
 */
async function updateSelf(
  db: Database,
  caller: SchoolUser,
  values: Partial<typeof users.$inferInsert>,
  audit: AuditRecorder,
  action: 'update' | 'upload',
) {
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId)))
      .returning({ email: users.email, fullName: users.fullName, image: users.image });
    const [after] = rows;
    if (!after) throw notFound('user');
    const entry = { action, entity: 'users', entityId: caller.userId };
    await audit(tx, { ...entry, before: caller.profile, after });
    return after;
  });
  // The returned row is the fresh profile: no second read.
  return { user: profileOf({ ...caller, profile: updated }, await readerLanguage()) };
}

export const accountRoutes = [
  defineRoute({
    method: 'PUT',
    path: '/me',
    tag: 'identity',
    summary: "Change the signed-in user's full name",
    access: access.authenticated,
    body: updateAccountSchema,
    audit: { entity: 'users', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) =>
      envelope(
        await updateSelf(db, caller, { fullName: body.full_name }, audit, 'update'),
        apiMessage('done.nameSaved'),
      ),
  }),
  defineRoute({
    method: 'POST',
    path: '/me/photo',
    tag: 'identity',
    summary:
      "Upload the signed-in user's photo (multipart field `photo`: PNG, JPEG or WebP, ≤ 2 MB)",
    access: access.authenticated,
    body: photoSchema,
    audit: { entity: 'users', actions: ['upload'] },
    handler: async ({ c, db, caller, body, audit }) => {
      // Checked by its bytes and made smaller (512 px a side) before it is kept (issue 29).
      const photo = await storablePhoto(new Uint8Array(await body.photo.arrayBuffer()));
      if (!photo) throw validationFailed({ photo: apiMessage('people.photoType') });
      const { storageDir } = c.get('deps').config;
      const stored = await storePrivateFile(
        storageDir,
        caller.school.id,
        'photo',
        photo.extension,
        photo.bytes,
      );
      return envelope(
        await updateSelf(db, caller, { image: stored.url }, audit, 'upload'),
        apiMessage('done.photoSaved'),
      );
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/me/preferences',
    tag: 'identity',
    summary: "Choose the signed-in user's interface language (`locale`: en, ar, hi or fr)",
    access: access.authenticated,
    // Reading the school in one's own language is never refused, even while it is read-only.
    allowedWhenReadOnly: true,
    body: preferencesSchema,
    audit: { entity: 'users', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const mine = and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId));
      const locale = await db.transaction(async (tx) => {
        const [before] = await tx.select({ locale: users.locale }).from(users).where(mine);
        if (!before) throw notFound('user');
        await tx
          .update(users)
          .set({ locale: body.locale, updatedAt: sql`now()` })
          .where(mine);
        const entry = { action: 'update', entity: 'users', entityId: caller.userId } as const;
        await audit(tx, { ...entry, before, after: { locale: body.locale } });
        return body.locale;
      });
      return envelope({ locale }, apiMessage('done.languageSaved'));
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/me/password',
    tag: 'identity',
    summary: "Change the signed-in user's password; signs out every other session of the user",
    access: access.authenticated,
    // Keeping an account safe is never refused, even while the school is read-only.
    allowedWhenReadOnly: true,
    body: changePasswordSchema,
    audit: { entity: 'users', actions: ['password-change'] },
    handler: async ({ db, caller, body, audit }) => {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId)));
      if (!row) throw notFound('user');
      // A stolen session must not become a way to guess the password: same limits as login.
      const limits = [
        accountLimit(accountKey(`password-change:${caller.school.id}`, String(caller.userId))),
      ];
      await claimAttempt(db, limits, 'passwordChecks');
      if (!(await verifyPassword(row.hash, body.current_password)))
        throw validationFailed({
          current_password: apiMessage('identity.currentPasswordWrong'),
        });
      await attemptSucceeded(db, limits);
      const passwordHash = await hashPassword(body.new_password);
      const revoked = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(and(eq(users.schoolId, caller.school.id), eq(users.id, caller.userId)));
        // The fact is recorded, never the password or its hash.
        await audit(tx, { action: 'password-change', entity: 'users', entityId: caller.userId });
        return tx
          .update(accessTokens)
          .set({ revokedAt: sql`now()` })
          .where(
            and(
              eq(accessTokens.schoolId, caller.school.id),
              eq(accessTokens.userId, caller.userId),
              ne(accessTokens.id, caller.tokenId),
              isNull(accessTokens.revokedAt),
            ),
          )
          .returning({ id: accessTokens.id });
      });
      return envelope(
        { other_sessions_signed_out: revoked.length },
        apiMessage('done.passwordChanged'),
      );
    },
  }),
];
