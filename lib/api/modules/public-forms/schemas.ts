/**
 * Request schemas of the public forms, shared by the API and the browser forms (this file
 * imports nothing server-only). Every message names its field.
 */
import { z } from 'zod';
import { isReservedSubdomain, isValidSchoolSubdomain } from '../../../tenancy/host';

export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} is required.` })
    .trim()
    .min(1, `The ${field} is required.`)
    .max(max, `The ${field} must have at most ${max} characters.`);

export const emailField = (field = 'e-mail') =>
  z
    .string({ error: `The ${field} is required.` })
    .trim()
    .min(1, `The ${field} is required.`)
    .max(254, `The ${field} must have at most 254 characters.`)
    .pipe(z.email(`The ${field} must be a valid e-mail address.`))
    .transform((e) => e.toLowerCase());

const phoneField = z
  .string({ error: 'The phone number is required.' })
  .trim()
  .min(1, 'The phone number is required.')
  .regex(
    /^\+?[0-9(][0-9 ()-]{4,22}[0-9]$/,
    'The phone number may hold digits, spaces, brackets, hyphens and a leading +.',
  );

export const subdomainField = z
  .string({ error: 'The subdomain is required.' })
  .trim()
  .toLowerCase()
  .min(3, 'The subdomain must have at least 3 characters.')
  .max(63, 'The subdomain must have at most 63 characters.')
  .regex(/^[a-z0-9-]+$/, 'The subdomain may hold only letters, digits and hyphens.')
  .refine((s) => !s.startsWith('-') && !s.endsWith('-'), {
    message: 'The subdomain cannot start or end with a hyphen.',
  })
  .refine((s) => !isReservedSubdomain(s), {
    message: 'This subdomain is reserved; please choose another.',
  })
  // The same rule the tenancy code applies, so a request can never name an unreachable school.
  .refine(isValidSchoolSubdomain, { message: 'The subdomain is not a valid address name.' });

export const partnerApplicationSchema = z.object({
  full_name: requiredText('name', 150),
  organisation: requiredText('organisation', 200),
  email: emailField(),
  phone: phoneField,
  region: requiredText('region', 150),
  message: requiredText('message', 4000).refine((m) => m.length >= 20, {
    message: 'The message must have at least 20 characters: tell us a little about your work.',
  }),
});

/** The registration wizard's steps (SPEC §4) and the fields each one asks for. */
export const registrationPersonalSchema = z.object({
  school_name: requiredText('school name', 150).refine((n) => n.length >= 2, {
    message: 'The school name must have at least 2 characters.',
  }),
  subdomain: subdomainField,
  contact_name: requiredText('contact person', 150),
  email: emailField(),
  phone: phoneField,
});

export const registrationAddressSchema = z.object({
  address: requiredText('address', 300),
  city: requiredText('city', 120),
  country: requiredText('country', 120),
});

export const registrationMessageSchema = z.object({
  /** One of the published plans (from the pricing page or chosen here); none: decided later. */
  plan_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'Choose one of the plans, or none.' })
      .int('Choose one of the plans, or none.')
      .positive('Choose one of the plans, or none.')
      .max(2_147_483_647, 'Choose one of the plans, or none.')
      .optional(),
  ),
  message: z
    .string()
    .trim()
    .max(4000, 'The message must have at most 4000 characters.')
    .optional()
    .transform((m) => m || undefined),
});

export const schoolRegistrationSchema = registrationPersonalSchema
  .extend(registrationAddressSchema.shape)
  .extend(registrationMessageSchema.shape);
export type SchoolRegistrationInput = z.input<typeof schoolRegistrationSchema>;

const fieldsOf = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  Object.keys(schema.shape) as (keyof T & string)[];

export const REGISTRATION_STEP_FIELDS = {
  personal: fieldsOf(registrationPersonalSchema),
  address: fieldsOf(registrationAddressSchema),
  message: fieldsOf(registrationMessageSchema),
};

export const subdomainParamSchema = z.object({ subdomain: subdomainField });
