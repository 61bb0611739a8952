/**
 * Request bodies of the fees routes, shared by the API and the screens' forms (no server
 * imports). Amounts are integer minor units of the school's currency; percentages are decimals
 * with at most two places (12.5), stored as basis points.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { isWholeBasisPoints } from '../../../money';
import { LATE_FEE_KINDS, PAYMENT_METHODS, STRUCTURE_KINDS } from '../../../db/schema/fees-values';
import { INT4_MAX } from '../../../validation/integers';
import { optionalText, requiredText } from '../../../validation/text-fields';

/** Amounts up to a trillion minor units: far beyond any fee, well inside a double's exact range. */
const MAX_AMOUNT = 1_000_000_000_000;

export const feeId = (label: string) =>
  z.coerce
    .number({ error: `Choose a ${label}.` })
    .int(`Choose a ${label}.`)
    .positive(`Choose a ${label}.`)
    .max(INT4_MAX, `The ${label} does not exist.`);

const ids = (label: string, max = 1000) =>
  z
    .array(feeId(label), { error: `Choose at least one ${label}.` })
    .max(max, `Choose at most ${max}.`)
    .refine((list) => new Set(list).size === list.length, `Each ${label} may be chosen once.`);

/** A positive amount in minor units. */
export const amountField = (label: string) =>
  z
    .number({ error: `The ${label} must be a number of minor units.` })
    .int(`The ${label} must be a whole number of minor units.`)
    .positive(`The ${label} must be more than zero.`)
    .max(MAX_AMOUNT, `The ${label} is too large.`);

const percentField = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .positive(`The ${label} must be more than zero.`)
    .max(100, `The ${label} may be at most 100.`)
    .refine(isWholeBasisPoints, `The ${label} may have at most two decimals.`);

export const feeTypeSchema = z.object({
  name: requiredText('name', 60),
  description: optionalText('description', 200),
});
export type FeeTypeBody = z.output<typeof feeTypeSchema>;

const lineSchema = z.object({
  fee_type_id: feeId('fee type'),
  amount: amountField('amount'),
  optional: z.boolean({ error: 'Yes or no.' }).default(false),
});

const installmentSchema = z.object({
  name: requiredText('installment name', 60),
  due_date: dateField('due date'),
  amount: amountField('amount'),
});

const lateFeeSchema = z
  .object({
    kind: z.enum(LATE_FEE_KINDS, { error: 'Choose none, fixed, percentage or per day.' }),
    amount: z
      .number()
      .int('The late fee must be a whole number of minor units.')
      .min(0)
      .max(MAX_AMOUNT)
      .default(0),
    percent: percentField('percentage').nullable().default(null),
    grace_days: z
      .number({ error: 'The grace period must be a number of days.' })
      .int('The grace period must be whole days.')
      .min(0, 'The grace period cannot be negative.')
      .max(366, 'The grace period may be at most 366 days.')
      .default(0),
    cap: z
      .number()
      .int('The cap must be a whole number of minor units.')
      .positive('The cap must be more than zero.')
      .max(MAX_AMOUNT)
      .nullable()
      .default(null),
  })
  .superRefine((fee, ctx) => {
    if ((fee.kind === 'fixed' || fee.kind === 'per_day') && fee.amount <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'The late fee must be more than zero.',
      });
    if (fee.kind === 'percentage' && fee.percent === null)
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'The percentage is required.' });
  });

export const structureSchema = z
  .object({
    name: requiredText('name', 80),
    kind: z
      .enum(STRUCTURE_KINDS, { error: 'Choose tuition, transport, hostel or other.' })
      .default('tuition'),
    /** Charged only to the students chosen at assignment (those who opted in). */
    optional: z.boolean({ error: 'Yes or no.' }).default(false),
    session_year_id: feeId('session year'),
    class_ids: ids('class', 200).refine((l) => l.length > 0, 'Choose at least one class.'),
    due_date: dateField('due date'),
    lines: z
      .array(lineSchema, { error: 'Add at least one fee line.' })
      .min(1, 'Add at least one fee line.')
      .max(50, 'At most 50 fee lines.'),
    installments: z.array(installmentSchema).max(24, 'At most 24 installments.').default([]),
    late_fee: lateFeeSchema.default({
      kind: 'none',
      amount: 0,
      percent: null,
      grace_days: 0,
      cap: null,
    }),
  })
  .superRefine((s, ctx) => {
    const compulsory = s.lines.filter((l) => !l.optional).reduce((a, l) => a + l.amount, 0);
    if (compulsory === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: 'At least one fee line must be compulsory.',
      });
    if (s.installments.length) {
      const sum = s.installments.reduce((a, i) => a + i.amount, 0);
      if (sum !== compulsory)
        ctx.addIssue({
          code: 'custom',
          path: ['installments'],
          message: `The installments add up to ${sum} but the compulsory total is ${compulsory} (minor units).`,
        });
    }
  });
export type StructureBody = z.output<typeof structureSchema>;

export const assignSchema = z.object({
  /** Only this class-section of the structure's classes; else all of them. */
  class_section_id: feeId('class-section').nullable().default(null),
  /** Only these students; else every active student of the classes. */
  student_ids: ids('student').nullable().default(null),
  /** Optional lines of the structure to charge as well. */
  optional_line_ids: ids('optional fee line', 50).default([]),
  /** The batch starts after this student id (the `next_after` of the previous answer). */
  after_student_id: z.number().int().min(0).max(INT4_MAX).default(0),
  batch_size: z
    .number()
    .int()
    .min(1)
    .max(1000, 'A batch holds at most 1,000 students.')
    .default(500),
});

export const customFeeSchema = z
  .object({
    fee_type_id: feeId('fee type'),
    amount: amountField('amount'),
    due_date: dateField('due date'),
    note: optionalText('note', 200),
    student_ids: ids('student').nullable().default(null),
    class_section_id: feeId('class-section').nullable().default(null),
  })
  .refine((b) => (b.student_ids?.length ?? 0) > 0 || b.class_section_id !== null, {
    path: ['student_ids'],
    message: 'Choose students or a class-section.',
  });

export const waiverSchema = z
  .object({
    due_id: feeId('due'),
    amount: amountField('amount').nullable().default(null),
    percent: percentField('percentage').nullable().default(null),
    reason: requiredText('reason', 200),
  })
  .refine((w) => (w.amount === null) !== (w.percent === null), {
    path: ['amount'],
    message: 'Give either an amount or a percentage.',
  });

export const paymentSchema = z
  .object({
    student_id: feeId('student'),
    paid_on: dateField('payment date').nullable().default(null),
    amount: amountField('amount'),
    method: z.enum(PAYMENT_METHODS, {
      error: 'Choose cash, cheque, bank transfer, card or online.',
    }),
    cheque_no: optionalText('cheque number', 40),
    bank: optionalText('bank', 80),
    reference: optionalText('reference', 80),
    note: optionalText('note', 200),
    /** The dues paid, in this order; else every open due, oldest first. */
    due_ids: ids('due', 200).default([]),
    keep_advance: z.boolean({ error: 'Yes or no.' }).default(false),
  })
  .superRefine((p, ctx) => {
    if (p.method === 'cheque' && !p.cheque_no)
      ctx.addIssue({
        code: 'custom',
        path: ['cheque_no'],
        message: 'The cheque number is required.',
      });
    if (p.method === 'cheque' && !p.bank)
      ctx.addIssue({
        code: 'custom',
        path: ['bank'],
        message: 'The bank is required for a cheque.',
      });
    if (p.method !== 'cash' && p.method !== 'cheque' && !p.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'The reference is required.' });
  });
export type PaymentBody = z.output<typeof paymentSchema>;

export const cancelSchema = z.object({ reason: requiredText('reason', 200) });

/** A refund of a payment: how much goes back to the payer, and why (required). */
export const refundSchema = z.object({
  amount: amountField('amount'),
  reason: requiredText('reason', 200),
});
export type RefundBody = z.output<typeof refundSchema>;
