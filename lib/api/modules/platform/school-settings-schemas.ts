/**
 * Request bodies of the school settings routes, shared by the API and the settings form (no
 * server imports). The school's name lives on the school row; the rest are key/value settings.
 */
import { z } from 'zod';
import { DATE_FORMATS, WEEKDAYS, formatWeeklyOffDays, isTimeZone } from '../../../calendar';
import { isCurrency } from '../../../money';
import { LOCALES } from '../../../i18n/locales';

export { DATE_FORMATS };
/** How roll numbers are given out in a class-section (used by transfers and promotions). */
export const ROLL_NUMBER_ORDERS = ['name', 'admission_number', 'admission_date'] as const;
export const LOGO_KINDS = ['vertical', 'horizontal'] as const;
export const MAX_LOGO_BYTES = 1024 * 1024;

const blankToEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);
const hex = (label: string) =>
  z
    .string({ error: `The ${label} is required.` })
    .regex(/^#[0-9a-fA-F]{6}$/, `The ${label} must be a hex colour like #56cc99.`);

export const schoolSettingsSchema = z.object({
  school_name: z
    .string({ error: 'The school name is required.' })
    .trim()
    .min(1, 'The school name is required.')
    .max(120, 'The school name may be at most 120 characters long.'),
  email: z.preprocess(
    blankToEmpty,
    z.union([
      z.literal(''),
      z.email('The e-mail must be a valid e-mail address.').max(254, 'The e-mail is too long.'),
    ]),
  ),
  phone: z.preprocess(
    blankToEmpty,
    z
      .string()
      .trim()
      .max(30, 'The phone number may be at most 30 characters long.')
      .regex(/^[0-9+()\-\s.]*$/, 'The phone number may hold digits, spaces and + ( ) - . only.'),
  ),
  address: z.preprocess(
    blankToEmpty,
    z.string().trim().max(300, 'The address may be at most 300 characters long.'),
  ),
  date_format: z.enum(DATE_FORMATS, { error: 'Choose one of the date formats offered.' }),
  /** Left out, the school keeps its time zone. */
  timezone: z
    .string({ error: 'Choose the time zone.' })
    .trim()
    .refine(isTimeZone, 'The time zone must be an IANA name such as Europe/London.')
    .optional(),
  currency: z
    .string({ error: 'The currency is required.' })
    .trim()
    .regex(/^[A-Z]{3}$/, 'The currency must be a three-letter ISO code such as USD or EUR.')
    .refine(isCurrency, 'This is not a currency code; use one such as USD or EUR.'),
  currency_symbol: z
    .string({ error: 'The currency symbol is required.' })
    .trim()
    .min(1, 'The currency symbol is required.')
    .max(5, 'The currency symbol may be at most 5 characters long.'),
  roll_number_order: z.enum(ROLL_NUMBER_ORDERS, {
    error: 'Choose how roll numbers are ordered.',
  }),
  /**
   * The days the school is closed every week (stored as `sunday,saturday`); attendance and
   * leave day counts skip them. Left out, the school keeps its days; at least one day is open.
   */
  weekly_off_days: z
    .array(z.enum(WEEKDAYS, { error: 'Choose weekly off days from Sunday to Saturday.' }), {
      error: 'Choose the weekly off days as a list of weekday names.',
    })
    .max(6, 'At least one day of the week must be a working day.')
    .transform(formatWeeklyOffDays)
    .optional(),
  /** The school's default interface language (issue 26); left out, the school keeps its own. */
  locale: z
    .enum(LOCALES, { error: `Choose one of the languages offered: ${LOCALES.join(', ')}.` })
    .optional(),
  theme_primary: hex('primary colour'),
  theme_secondary: hex('secondary colour'),
});

export const logoUploadSchema = z.object({
  kind: z.enum(LOGO_KINDS, { error: 'Say which logo this is: vertical or horizontal.' }),
  logo: z
    .instanceof(File, { error: 'Choose an image to upload.' })
    .refine((file) => file.size > 0, 'The image is empty.')
    .refine((file) => file.size <= MAX_LOGO_BYTES, 'The logo may be at most 1 MB.'),
});
