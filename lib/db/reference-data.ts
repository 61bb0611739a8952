/**
 * Rows every deployment needs whatever its schools: the permission catalogue and the months.
 * Written on every start (idempotently), so a release that adds a permission needs no manual step.
 */
import { months, permissions } from './schema';
import { PERMISSIONS } from '../permissions/catalogue';
import type { Database } from './client';

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export async function syncReferenceData(db: Database): Promise<void> {
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(months)
    .values(MONTH_NAMES.map((name, index) => ({ id: index + 1, name })))
    .onConflictDoNothing();
}
