/**
 * Identity tables: users, roles, the permission catalogue and access tokens.
 * Owned by lib/api/modules/auth (tokens, passwords) and lib/api/modules/identity (roles).
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
import { tenantColumns, tenantPrimaryKey, timestamps } from './columns';
import { providerUsers, schools } from './platform';

export const users = pgTable(
  'users',
  {
    ...tenantColumns(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    image: text('image'),
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
 * Who a secret token (an access token, a password-reset token) belongs to: a school user
 * (school_id, user_id) or a provider account, never both. Shared so that every token table
 * keeps the same owner rules.
 */
export const tokenOwnerColumns = () => ({
  schoolId: integer('school_id'),
  userId: integer('user_id'),
  providerUserId: integer('provider_user_id').references(() => providerUsers.id, {
    onDelete: 'cascade',
  }),
});

export const tokenOwnerConstraints = (
  table: string,
  t: { schoolId: PgColumn; userId: PgColumn; providerUserId: PgColumn },
) => [
  foreignKey({
    columns: [t.schoolId, t.userId],
    foreignColumns: [users.schoolId, users.id],
  }).onDelete('cascade'),
  index(`${table}_user_idx`).on(t.schoolId, t.userId),
  check(
    `${table}_one_owner`,
    sql`(${t.userId} is not null and ${t.schoolId} is not null and ${t.providerUserId} is null)
        or (${t.userId} is null and ${t.schoolId} is null and ${t.providerUserId} is not null)`,
  ),
];

/** Bearer tokens. Only a SHA-256 hash of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    ...tokenOwnerColumns(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => tokenOwnerConstraints('access_tokens', t),
);
