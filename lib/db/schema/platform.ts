/**
 * Platform tables: the schools themselves, settings (system-wide and per school), the
 * provider's own accounts. Owned by lib/api/modules/platform.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull().unique(),
    code: text('code').notNull().unique(),
    logo: text('logo'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('schools_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('schools_subdomain_format', sql`${t.subdomain} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`),
  ],
);

/** Deployment-wide settings (system name, logos, favicon) as key/value pairs. */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Per-school settings as key/value pairs; the keys are listed in the platform module. */
export const schoolSettings = pgTable(
  'school_settings',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.key] })],
);

export const providerUsers = pgTable('provider_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  fullName: text('full_name').notNull(),
  /** The console's language this provider chose (lib/i18n/locales.ts); null: English. */
  locale: text('locale'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
