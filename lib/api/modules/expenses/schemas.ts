/**
 * Request bodies of the expenses routes, shared by the API and the screens' forms (no server
 * imports). An amount is integer minor units of the school's currency. An expense comes as
 * JSON or as a multipart form with its `attachment` (a PDF or an image, ≤ 5 MB; the kind is
 * checked by the file's leading bytes when stored), so numbers may arrive as text.
 */
import { z } from 'zod';
import { dateField } from '../../../calendar/date-field';
import { INT4_MAX } from '../../../validation/integers';

export const MAX_EXPENSE_ATTACHMENT_BYTES = 5 * 1024 * 1024;
/** A trillion minor units: beyond any school's expense, inside a double's exact range. */
const MAX_AMOUNT = 1_000_000_000_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `The ${label} is required.` })
    .trim()
    .min(1, `The ${label} is required.`)
    .max(max, `The ${label} may be at most ${max} characters long.`);

const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : (v ?? null)),
    z
      .string({ error: `The ${label} must be text.` })
      .trim()
      .max(max, `The ${label} may be at most ${max} characters long.`)
      .nullable(),
  );

/** A form sends numbers as text: "1250" becomes 1250, anything else is left to fail below. */
const numberFromText = (v: unknown) =>
  typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v === '' ? undefined : v;

export const expenseCategoryId = z.preprocess(
  numberFromText,
  z
    .number({ error: 'Choose a category.' })
    .int('Choose a category.')
    .positive('Choose a category.')
    .max(INT4_MAX, 'The category does not exist.'),
);

export const expenseCategorySchema = z.object({
  name: text('name', 100),
  description: optionalText('description', 500),
});
export type ExpenseCategoryBody = z.output<typeof expenseCategorySchema>;

export const expenseSchema = z.object({
  category_id: expenseCategoryId,
  title: text('title', 150),
  amount: z.preprocess(
    numberFromText,
    z
      .number({ error: 'The amount is required.' })
      .int('The amount must be a whole number of minor units.')
      .positive('The amount must be more than zero.')
      .max(MAX_AMOUNT, 'The amount is too large.'),
  ),
  date: dateField('date'),
  reference_no: optionalText('reference number', 100),
  note: optionalText('note', 500),
  attachment: z.preprocess(
    (v) => (v === '' || v === null || (v instanceof File && v.size === 0) ? undefined : v),
    z
      .instanceof(File, { error: 'The attachment must be a file.' })
      .refine((f) => f.size <= MAX_EXPENSE_ATTACHMENT_BYTES, 'The attachment may be at most 5 MB.')
      .optional(),
  ),
});
export type ExpenseBody = z.output<typeof expenseSchema>;

export const cancelExpenseSchema = z.object({ reason: text('reason', 200) });
