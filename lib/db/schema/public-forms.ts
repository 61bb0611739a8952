/**
 * Tables behind the public forms: partner applications and school registration requests
 * (reviewed by the provider), and the outbox of e-mails that could not be handed to an SMTP
 * server. Owned by lib/api/modules/public-forms; none of them belongs to a school's own data.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { plans } from './subscriptions';

const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

const reviewColumns = () => ({
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
});

/** "Become an associate": people and organisations who want to resell or support Schola. */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    organisation: text('organisation').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    region: text('region').notNull(),
    message: text('message').notNull(),
    ...reviewColumns(),
  },
  (t) => [
    check(
      'partner_applications_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
    index('partner_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/** A school asking to be created; approving one creates the school (provider console). */
export const schoolRegistrations = pgTable(
  'school_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    schoolName: text('school_name').notNull(),
    subdomain: text('subdomain').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    message: text('message'),
    /** The plan the school asked for; approval starts its trial (none: the provider decides). */
    planId: integer('plan_id').references(() => plans.id),
    ...reviewColumns(),
  },
  (t) => [
    check(
      'school_registrations_status_check',
      sql`${t.status} in ('pending', 'approved', 'rejected')`,
    ),
    check(
      'school_registrations_subdomain_format',
      sql`${t.subdomain} ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$'`,
    ),
    // Two requests racing for one subdomain: the database, not only the handler, refuses one.
    uniqueIndex('school_registrations_pending_subdomain_unique')
      .on(t.subdomain)
      .where(sql`${t.status} = 'pending'`),
    index('school_registrations_status_idx').on(t.status, t.createdAt),
  ],
);

/** E-mails kept for the provider to read when no SMTP server is configured (or it failed). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Why it is here rather than sent: 'smtp-not-configured' or the SMTP error. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_emails_created_idx').on(t.createdAt)],
);
