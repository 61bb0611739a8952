/**
 * Request schemas for forgotten passwords, shared by the API and the browser forms (this file
 * imports nothing server-only). Every message names its field.
 */
import { z } from 'zod';
import { emailField } from '../public-forms/schemas';

export const MIN_PASSWORD_LENGTH = 10;

export const forgotPasswordSchema = z.object({ email: emailField() });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: 'The reset token is missing: open the link from the e-mail again.' })
      .trim()
      .min(1, 'The reset token is missing: open the link from the e-mail again.')
      .max(200, 'The reset token is not valid.'),
    password: z
      .string({ error: 'The password is required.' })
      .min(
        MIN_PASSWORD_LENGTH,
        `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`,
      )
      .max(1024, 'The password must have at most 1024 characters.'),
    password_confirmation: z.string({ error: 'The password confirmation is required.' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match the password.',
    // Its words in the API's other languages (lib/api/http/zod-messages.ts).
    params: { apiKey: 'identity.confirmationDiffers' },
  });
