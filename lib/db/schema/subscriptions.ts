/**
 * Plans and subscriptions, owned by lib/api/modules/subscriptions.
 *
 * `plans` is the provider's price list, read by every school (a reference table on Citus).
 * `subscriptions` holds each school's periods: the current one has `replaced_at` null (one per
 * school, a partial unique index), earlier ones are its history. Whether a period is past due or
 * expired is derived from its dates and today (lib/plans/state.ts), never stored, so nothing
 * has to run at midnight for a school to turn read-only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from '../../plans/catalogue';
import { tenantColumns, tenantPrimaryKey } from './columns';
import { schools } from './platform';

export const plans = pgTable(
  'plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    /** Price per billing cycle in the currency's minor units. */
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull(),
    /** Active students and active staff allowed; null: no limit. */
    studentLimit: integer('student_limit'),
    staffLimit: integer('staff_limit'),
    /**
     * Notifications a school of this plan may send per minute; null: the deployment's
     * ceiling (NOTIFICATIONS_PER_SCHOOL_PER_MINUTE), which also caps a larger value.
     */
    notificationsPerMinute: integer('notifications_per_minute'),
    /** Optional modules included (lib/plans/catalogue.ts); the basics always are. */
    modules: text('modules').array().notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    published: boolean('published').notNull().default(false),
    highlighted: boolean('highlighted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_price_check', sql`${t.priceMinor} >= 0`),
    check(
      'plans_limits_check',
      sql`coalesce(${t.studentLimit}, 0) >= 0 and coalesce(${t.staffLimit}, 0) >= 0`,
    ),
    check('plans_notifications_rate_check', sql`coalesce(${t.notificationsPerMinute}, 1) >= 1`),
    check('plans_trial_check', sql`${t.trialDays} between 0 and 365`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** A change chosen for the next cycle: applied when the period is renewed. */
    nextPlanId: integer('next_plan_id').references(() => plans.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a later period or a change replaced this one (null: the current period). */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] }),
    uniqueIndex('subscriptions_one_current')
      .on(t.schoolId)
      .where(sql`${t.replacedAt} is null`),
    check('subscriptions_dates_check', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * A School Admin's request for another plan, answered in the provider's console. No foreign key
 * to users, like backups: a restore re-inserts the school's users, and requests outlive that;
 * the requester's name is kept as it was.
 */
export const subscriptionRequests = pgTable(
  'subscription_requests',
  {
    ...tenantColumns(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    message: text('message'),
    requestedByUserId: integer('requested_by_user_id').notNull(),
    requestedByName: text('requested_by_name').notNull(),
    status: text('status', { enum: ['open', 'done'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [tenantPrimaryKey(t), foreignKey({ columns: [t.schoolId], foreignColumns: [schools.id] })],
);
