/**
 * The secret tokens of one kind of account, behind one shape, for the password reset: a
 * school's users keep theirs in the school's tables (password_reset_tokens, access_tokens:
 * tenant tables, every query names the school), the provider's accounts in the provider's
 * (provider_password_reset_tokens, provider_access_tokens). `accountId` is a user's id within
 * the school, or a provider account's id.
 */
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  accessTokens,
  passwordResetTokens,
  providerAccessTokens,
  providerPasswordResetTokens,
} from '../../../db/schema/identity';

export type ResetTokenRow = { id: number; accountId: number; usedAt: Date | null; expiresAt: Date };

export type AccountTokens = {
  /** The reset token with this hash among this kind's (spent or expired ones too). */
  findReset: (tx: Executor, hash: string) => Promise<ResetTokenRow | undefined>;
  /** Spends one reset token if it is still unspent and unexpired; false if it is not. */
  claimReset: (tx: Executor, id: number) => Promise<boolean>;
  /** Stores a new reset token, spending the account's older ones: only the newest link works. */
  issueReset: (tx: Executor, accountId: number, hash: string, expiresAt: SQL) => Promise<void>;
  /** Revokes every access token of the account (signed out everywhere). */
  signOut: (tx: Executor, accountId: number) => Promise<void>;
};

const now = sql`now()`;

export function schoolAccountTokens(schoolId: number): AccountTokens {
  const reset = passwordResetTokens;
  const ofSchool = eq(reset.schoolId, schoolId);
  return {
    findReset: async (tx, hash) =>
      (
        await tx
          .select({
            id: reset.id,
            accountId: reset.userId,
            usedAt: reset.usedAt,
            expiresAt: reset.expiresAt,
          })
          .from(reset)
          .where(and(ofSchool, eq(reset.tokenHash, hash)))
      )[0],
    claimReset: async (tx, id) =>
      (
        await tx
          .update(reset)
          .set({ usedAt: now })
          .where(and(ofSchool, eq(reset.id, id), isNull(reset.usedAt), gt(reset.expiresAt, now)))
          .returning({ id: reset.id })
      ).length > 0,
    issueReset: async (tx, userId, hash, expiresAt) => {
      await tx
        .update(reset)
        .set({ usedAt: now })
        .where(and(ofSchool, eq(reset.userId, userId), isNull(reset.usedAt)));
      await tx.insert(reset).values({ schoolId, userId, tokenHash: hash, expiresAt });
    },
    signOut: async (tx, userId) => {
      await tx
        .update(accessTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(accessTokens.schoolId, schoolId),
            eq(accessTokens.userId, userId),
            isNull(accessTokens.revokedAt),
          ),
        );
    },
  };
}

const reset = providerPasswordResetTokens;

export const providerAccountTokens: AccountTokens = {
  findReset: async (tx, hash) =>
    (
      await tx
        .select({
          id: reset.id,
          accountId: reset.providerUserId,
          usedAt: reset.usedAt,
          expiresAt: reset.expiresAt,
        })
        .from(reset)
        .where(eq(reset.tokenHash, hash))
    )[0],
  claimReset: async (tx, id) =>
    (
      await tx
        .update(reset)
        .set({ usedAt: now })
        .where(and(eq(reset.id, id), isNull(reset.usedAt), gt(reset.expiresAt, now)))
        .returning({ id: reset.id })
    ).length > 0,
  issueReset: async (tx, providerUserId, hash, expiresAt) => {
    await tx
      .update(reset)
      .set({ usedAt: now })
      .where(and(eq(reset.providerUserId, providerUserId), isNull(reset.usedAt)));
    await tx.insert(reset).values({ providerUserId, tokenHash: hash, expiresAt });
  },
  signOut: async (tx, providerUserId) => {
    await tx
      .update(providerAccessTokens)
      .set({ revokedAt: now })
      .where(
        and(
          eq(providerAccessTokens.providerUserId, providerUserId),
          isNull(providerAccessTokens.revokedAt),
        ),
      );
  },
};

/** A school's users' tokens on its address, the provider's on the bare host. */
export const accountTokensOf = (school: { id: number } | undefined): AccountTokens =>
  school ? schoolAccountTokens(school.id) : providerAccountTokens;
