/** The request schema of a guardian's edit, shared by the API and the form. */
import { z } from 'zod';
import { customFieldsBody } from './student-schemas';

export const updateGuardianSchema = z.object({
  full_name: z
    .string({ error: 'The name is required.' })
    .trim()
    .min(1, 'The name is required.')
    .max(100, 'The name may be at most 100 characters.'),
  phone: z.string().trim().max(40, 'The phone may be at most 40 characters.').nullish(),
  occupation: z.string().trim().max(100, 'The occupation may be at most 100 characters.').nullish(),
  address: z.string().trim().max(500, 'The address may be at most 500 characters.').nullish(),
  custom_fields: customFieldsBody,
});
