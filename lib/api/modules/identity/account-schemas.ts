/**
 * Request bodies of the account routes (PUT /api/me, POST /api/me/photo, PUT /api/me/password,
 * PUT /api/me/preferences).
 */
import { z } from 'zod';
import { LOCALES } from '../../../i18n/locales';

/**
 * A refinement's message in the api catalogue, for the API's other languages (English keeps
 * the schema's own words): lib/api/http/zod-messages.ts. A plain object, as these schemas
 * also run in the browser's forms.
 */
const ref = (apiKey: string) => ({ apiKey });

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const MIN_PASSWORD_LENGTH = 10;

export const updateAccountSchema = z.object({
  full_name: z
    .string({ error: 'The full name is required.' })
    .trim()
    .min(1, 'The full name is required.')
    .max(120, 'The full name may be at most 120 characters long.'),
});

export const photoSchema = z.object({
  photo: z
    .instanceof(File, { error: 'Choose a photo to upload.' })
    .refine((file) => file.size > 0, {
      message: 'The photo is empty.',
      params: ref('identity.photoEmpty'),
    })
    .refine((file) => file.size <= MAX_PHOTO_BYTES, {
      message: 'The photo may be at most 2 MB.',
      params: ref('identity.photoTooLarge'),
    }),
});

export const changePasswordSchema = z
  .object({
    current_password: z
      .string({ error: 'The current password is required.' })
      .min(1, 'The current password is required.')
      .max(1024),
    new_password: z
      .string({ error: 'The new password is required.' })
      .min(
        MIN_PASSWORD_LENGTH,
        `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
      )
      .max(1024, 'The new password may be at most 1024 characters long.'),
    new_password_confirmation: z.string({ error: 'Repeat the new password.' }),
  })
  .refine((b) => b.new_password === b.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: 'The two new passwords do not match.',
    params: ref('identity.passwordsDiffer'),
  })
  .refine((b) => b.new_password !== b.current_password, {
    path: ['new_password'],
    message: 'The new password must differ from the current one.',
    params: ref('identity.passwordUnchanged'),
  });

/** PUT /api/me/preferences (and the provider's): the interface language of lib/i18n/locales.ts. */
export const preferencesSchema = z.object({
  locale: z.enum(LOCALES, { error: `Choose one of the languages offered: ${LOCALES.join(', ')}.` }),
});

export type UpdateAccountBody = z.infer<typeof updateAccountSchema>;
export type ChangePasswordBody = z.infer<typeof changePasswordSchema>;
