/**
 * Request bodies of the payroll routes, shared by the API and the screens' forms (no server
 * imports). Amounts are integer minor units; percentages decimals with at most two places
 * (12.5), stored as basis points.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { isWholeBasisPoints } from '../../../money';
import {
  COMPONENT_CALCS,
  COMPONENT_KINDS,
  PAY_METHODS,
  WORKING_DAYS_RULES,
} from '../../../db/schema/payroll-values';
import { INT4_MAX } from '../../../validation/integers';

/** Far beyond any salary, well inside a double's exact range. */
const MAX_AMOUNT = 1_000_000_000_000;

const text = (label: string, max = 100) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

const optionalText = (label: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may be at most ${max} characters long.`)
      .nullable(),
  );

export const payrollId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

/** Zero or more minor units. */
export const amountField = (label: string) =>
  z
    .number({ error: `The ${label} must be a number of minor units.` })
    .int(`The ${label} must be a whole number of minor units.`)
    .min(0, `The ${label} may not be negative.`)
    .max(MAX_AMOUNT, `The ${label} is too large.`);

const percentField = z
  .number({ error: 'The percentage must be a number.' })
  .positive('The percentage must be more than zero.')
  .max(100, 'The percentage may be at most 100.')
  .refine(isWholeBasisPoints, 'The percentage may have at most two decimals.');

export const componentSchema = z
  .object({
    name: text('name', 60),
    kind: z.enum(COMPONENT_KINDS, { error: 'Choose allowance or deduction.' }),
    calc: z.enum(COMPONENT_CALCS, { error: 'Choose a fixed amount or a percentage of basic.' }),
    amount: amountField('amount').nullish(),
    percentage: percentField.nullish(),
    active: z.boolean({ error: 'Yes or no.' }).default(true),
  })
  .superRefine((b, ctx) => {
    if (b.calc === 'fixed' && b.amount == null)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The amount is required.' });
    if (b.calc === 'percentage' && b.percentage == null)
      ctx.addIssue({
        code: 'custom',
        path: ['percentage'],
        message: 'The percentage is required.',
      });
  });
export type ComponentBody = z.output<typeof componentSchema>;

export const workingDaysSchema = z.object({
  working_days_rule: z.enum(WORKING_DAYS_RULES, {
    error: 'Choose calendar days or the school calendar’s working days.',
  }),
});

export const monthField = z
  .string({ error: 'The month is required (YYYY-MM).' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'The month must be a month such as 2026-03.');

export const salaryStructureSchema = z.object({
  user_id: payrollId('staff member'),
  basic: z
    .number({ error: 'The basic salary must be a number of minor units.' })
    .int('The basic salary must be a whole number of minor units.')
    .min(0, 'The basic salary may not be negative.')
    .max(MAX_AMOUNT, 'The basic salary is too large.'),
  effective_from: monthField,
  components: z
    .array(
      z.object({
        component_id: payrollId('allowance or deduction'),
        override_amount: amountField('override amount').nullish(),
      }),
      { error: 'Choose the allowances and deductions that apply.' },
    )
    .max(100, 'Choose at most 100.')
    .default([])
    .refine(
      (list) => new Set(list.map((c) => c.component_id)).size === list.length,
      'Each allowance or deduction may be chosen once.',
    ),
  note: optionalText('note'),
});
export type SalaryStructureBody = z.output<typeof salaryStructureSchema>;

export const runSchema = z.object({ month: monthField });

export const adjustLineSchema = z.object({
  amount: amountField('amount'),
  reason: text('reason', 200),
});

export const paySchema = z.object({
  paid_on: dateField('payment date'),
  method: z.enum(PAY_METHODS, { error: 'Choose how it was paid.' }),
  reference: optionalText('reference', 100),
});
export type PayBody = z.output<typeof paySchema>;

export const cancelPaymentSchema = z.object({ reason: text('reason', 200) });
