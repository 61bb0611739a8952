/**
 * Identity tables: users, roles, the permission catalogue and the credentials' state: access
 * tokens (a school user's in access_tokens, a provider account's in provider_access_tokens),
 * one-time password-reset tokens and the failed-login counters. Owned by
 * lib/api/modules/identity; the sign-in and reset flows (modules/auth) use them through its
 * index.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  boolean,
} from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { nameKeyOf, tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { providerUsers, schools } from './platform';

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    /** What the staff and guardian lists search and sort by (lib/text/name-key.ts). */
    fullNameKey: nameKeyOf('full_name_key', 'full_name'),
    image: text('image'),
    /** The interface language the user chose (lib/i18n/locales.ts); null: the school's default. */
    locale: text('locale'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('users_school_email_unique').on(t.schoolId, t.email),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    ...tenantColumns(),
    name: text('name').notNull(),
    isReserved: boolean('is_reserved').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('roles_school_name_unique').on(t.schoolId, t.name),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
  ],
);

/** The catalogue of SPEC §6: shared by every school (a reference table). */
export const permissions = pgTable('permissions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    schoolId: integer('school_id').notNull(),
    roleId: integer('role_id').notNull(),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.roleId, t.permissionId] }),
    foreignKey({
      columns: [t.schoolId, t.roleId],
      foreignColumns: [roles.schoolId, roles.id],
    }).onDelete('cascade'),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    schoolId: integer('school_id').notNull(),
    userId: integer('user_id').notNull(),
    roleId: integer('role_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.userId, t.roleId] }),
    foreignKey({
      columns: [t.schoolId, t.userId],
      foreignColumns: [users.schoolId, users.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.schoolId, t.roleId], foreignColumns: [roles.schoolId, roles.id] }),
  ],
);

/**
 * A school user's secret token (an access token, a password-reset token): a tenant row like
 * any other, keyed (school_id, id), its hash unique within the school (Citus enforces
 * uniqueness per shard; 256 random bits do not collide anyway) and its user a composite
 * reference. A request names its school, so a token is always looked up within it. The
 * provider's accounts keep their tokens in their own tables (providerTokenColumns).
 */
export const schoolTokenColumns = () => ({
  ...tenantColumns(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
});

export const schoolTokenConstraints = (
  table: string,
  t: { schoolId: PgColumn; id: PgColumn; userId: PgColumn; tokenHash: PgColumn },
) => [
  tenantPrimaryKey(t),
  unique(`${table}_school_token_hash_unique`).on(t.schoolId, t.tokenHash),
  foreignKey({
    columns: [t.schoolId, t.userId],
    foreignColumns: [users.schoolId, users.id],
  }).onDelete('cascade'),
  index(`${table}_user_idx`).on(t.schoolId, t.userId),
];

/** A provider account's secret token: a provider table, kept on the coordinator under Citus. */
export const providerTokenColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  providerUserId: integer('provider_user_id')
    .notNull()
    .references(() => providerUsers.id, { onDelete: 'cascade' }),
});

const accessTokenState = () => ({
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Bearer tokens of a school's users. Only a SHA-256 hash of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  { ...schoolTokenColumns(), ...accessTokenState() },
  (t) => schoolTokenConstraints('access_tokens', t),
);

/** Bearer tokens of the provider's accounts (signed in on the bare host). */
export const providerAccessTokens = pgTable('provider_access_tokens', {
  ...providerTokenColumns(),
  ...accessTokenState(),
});

/**
 * One-time password-reset tokens; only the SHA-256 hash is stored. Like access tokens, a school
 * user's are a tenant table (password_reset_tokens), a provider account's a provider table.
 */
const resetTokenState = () => ({
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  { ...schoolTokenColumns(), ...resetTokenState() },
  (t) => schoolTokenConstraints('password_reset_tokens', t),
);

export const providerPasswordResetTokens = pgTable('provider_password_reset_tokens', {
  ...providerTokenColumns(),
  ...resetTokenState(),
});

/**
 * Failed-login counters, one row per throttle key (an account or a client address). Kept in
 * the database rather than in memory so that every API instance sees the same counts.
 */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  failures: integer('failures').notNull(),
});
