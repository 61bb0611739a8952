/** The request schema of a role (name and catalogue permissions), shared by the API and the form. */
import { z } from 'zod';
import { PERMISSIONS, isPermissionName, type PermissionName } from '../../../permissions/catalogue';

export const roleSchema = z.object({
  name: z
    .string({ error: 'The role name is required.' })
    .trim()
    .min(2, 'The role name must have at least 2 characters.')
    .max(60, 'The role name may be at most 60 characters.'),
  permissions: z
    .array(z.string().refine(isPermissionName, 'Choose permissions from the catalogue.'))
    .max(PERMISSIONS.length)
    .transform((list) => [...new Set(list)] as PermissionName[]),
});
