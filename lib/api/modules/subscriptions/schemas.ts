/**
 * Request bodies of plans and subscriptions, shared by the API and the forms (no server
 * imports). Prices are integer minor units of the plan's currency.
 */
import { z } from 'zod';
import { isCurrency } from '../../../money/currency';
import { BILLING_CYCLES, PLAN_MODULE_KEYS } from '../../../plans/catalogue';
import { INT4_MAX } from '../../../validation/integers';

const limitField = (label: string, least = 0) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce
      .number({ error: `The ${label} must be a whole number, or empty for no limit.` })
      .int(`The ${label} must be a whole number, or empty for no limit.`)
      .min(
        least,
        least ? `The ${label} must be at least ${least}.` : `The ${label} cannot be negative.`,
      )
      .max(INT4_MAX, `The ${label} is too large.`)
      .nullable(),
  );

export const planSchema = z.object({
  name: z
    .string({ error: 'The plan name is required.' })
    .trim()
    .min(1, 'The plan name is required.')
    .max(60, 'The plan name may be at most 60 characters long.'),
  price_minor: z.coerce
    .number({ error: 'The price must be a whole number of minor units.' })
    .int('The price must be a whole number of minor units.')
    .min(0, 'The price cannot be negative.')
    .max(INT4_MAX, 'The price is too large.'),
  currency: z
    .string({ error: 'The currency is required.' })
    .trim()
    .toUpperCase()
    .refine(isCurrency, 'The currency must be an ISO code such as USD or EUR.'),
  billing_cycle: z.enum(BILLING_CYCLES, { error: 'The billing cycle is month or year.' }),
  student_limit: limitField('student limit'),
  staff_limit: limitField('staff limit'),
  /** Notifications a school of the plan sends a minute (empty: the deployment's ceiling). */
  notifications_per_minute: limitField('notifications per minute', 1),
  modules: z
    .array(z.enum(PLAN_MODULE_KEYS, { error: 'Choose modules from the list.' }), {
      error: 'Choose the modules the plan includes.',
    })
    .min(1, 'Choose at least one module besides the basics.')
    .refine((list) => new Set(list).size === list.length, 'Each module may be chosen once.'),
  trial_days: z.coerce
    .number({ error: 'The trial days must be a whole number.' })
    .int('The trial days must be a whole number.')
    .min(0, 'The trial days cannot be negative.')
    .max(365, 'The trial may last at most 365 days.'),
  published: z.boolean({ error: 'Say whether the plan is published.' }),
  highlighted: z.boolean({ error: 'Say whether the plan is highlighted.' }),
});

export type PlanInput = z.input<typeof planSchema>;

const planId = z.coerce
  .number({ error: 'Choose a plan.' })
  .int('Choose a plan.')
  .positive('Choose a plan.')
  .max(INT4_MAX, 'The plan does not exist.');

/** The provider gives a school a plan: at once (a new period from today) or at the next cycle. */
export const assignPlanSchema = z.object({
  plan_id: planId,
  when: z.enum(['now', 'next_cycle'], {
    error: 'Say whether the change applies now or at the next cycle.',
  }),
});

export const extendSchema = z.object({
  cycles: z.coerce
    .number({ error: 'Say by how many billing cycles to extend.' })
    .int('Say by how many billing cycles to extend.')
    .min(1, 'Extend by at least one cycle.')
    .max(36, 'Extend by at most 36 cycles at once.'),
});

export const changeRequestSchema = z.object({
  plan_id: planId,
  message: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    z
      .string({ error: 'The message must be text.' })
      .trim()
      .max(1000, 'The message may be at most 1000 characters long.')
      .nullable(),
  ),
});
