/**
 * Onboarding a school: the school row, its reserved roles with their default permissions, its
 * School Admin, default settings, a default session year and what other modules give a new
 * school (school-hooks.ts), all in one transaction.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { datePartsOf, isTimeZone, todayIn, type IsoDate } from '../../../calendar';
import type { Executor } from '../../../db/client';
import { oneRow } from '../../../db/one-row';
import { schools } from '../../../db/schema/platform';
import { DEFAULT_ROLE_PERMISSIONS, RESERVED_ROLES } from '../../../permissions/catalogue';
import { isReservedSubdomain } from '../../../tenancy/host';
import { ApiError, reportUniqueViolationOn, validationFailed } from '../../http/errors';
import { parseOrThrow } from '../../http/validation';
import { createDefaultSessionYear } from '../academics';
import { createRole, createUser } from '../identity';
import { runSchoolCreatedHooks } from './school-hooks';
import { writeSchoolSettings, type SchoolSettingKey } from './settings';
import { apiMessage } from '../../http/messages';

// Two onboardings racing for one subdomain: the loser hears about the field, not a 500.
reportUniqueViolationOn(
  'schools_subdomain_unique',
  'subdomain',
  apiMessage('platform.subdomainTaken'),
);

export const newSchoolSchema = z.object({
  name: z.string().trim().min(2, 'The school name must have at least 2 characters.').max(150),
  subdomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
      'The subdomain may hold only letters, digits and inner hyphens (at most 63 characters).',
    )
    .refine((s) => !isReservedSubdomain(s), {
      message: 'This subdomain is reserved; choose another.',
    }),
  adminEmail: z
    .email('The admin e-mail must be a valid e-mail address.')
    .transform((e) => e.toLowerCase()),
  adminName: z.string().trim().min(1).max(150).default('School Admin'),
  adminPassword: z
    .string()
    .min(10, 'The admin password must have at least 10 characters.')
    .optional(),
  logo: z.string().optional(),
  /** The school's time zone; the provider's default (DEFAULT_TIME_ZONE) when not given. */
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, 'The time zone must be an IANA name such as Europe/London.')
    .default('UTC'),
  settings: z.record(z.string(), z.string()).optional(),
});
export type NewSchool = z.input<typeof newSchoolSchema>;

export type CreatedSchool = {
  id: number;
  code: string;
  subdomain: string;
  adminUserId: number;
  adminPassword: string;
  defaultSessionYearId: number;
};

/** The academic year containing `today` (in the school's zone), running June to May. */
export function defaultSessionYear(today: IsoDate) {
  const parts = datePartsOf(today);
  if (!parts) throw new RangeError(`Not a date: ${today}`);
  const year = parts.month >= 6 ? parts.year : parts.year - 1;
  return {
    name: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
    startDate: `${year}-06-01`,
    endDate: `${year + 1}-05-31`,
  };
}

export async function createSchool(
  db: Executor,
  input: NewSchool,
  now = new Date(),
): Promise<CreatedSchool> {
  const school = parseOrThrow(newSchoolSchema, input);
  const today = todayIn(school.timeZone, now);
  const adminPassword = school.adminPassword ?? randomBytes(12).toString('base64url');
  return db.transaction(async (tx) => {
    const row = await insertSchoolRow(tx, school);

    const roleIds: Record<string, number> = {};
    for (const role of RESERVED_ROLES) {
      roleIds[role] = await createRole(tx, row.id, role, DEFAULT_ROLE_PERMISSIONS[role], true);
    }
    const adminRole = roleIds['School Admin'];
    if (adminRole === undefined) throw new Error('School Admin is one of the reserved roles');
    const adminUserId = await createUser(tx, row.id, {
      email: school.adminEmail,
      fullName: school.adminName,
      password: adminPassword,
      roleIds: [adminRole],
    });
    await writeSchoolSettings(tx, row.id, {
      email: school.adminEmail,
      timezone: school.timeZone,
      ...(school.settings as Partial<Record<SchoolSettingKey, string>>),
    });
    const sessionYearId = await createDefaultSessionYear(tx, row.id, defaultSessionYear(today));
    await runSchoolCreatedHooks(tx, row.id);
    return {
      id: row.id,
      code: row.code,
      subdomain: school.subdomain,
      adminUserId,
      adminPassword,
      defaultSessionYearId: sessionYearId,
    };
  });
}

/**
 * The school's own row alone, with a fresh unique code: what every way of making a school
 * shares (onboarding adds roles, an admin and settings; a backup restored into a new school
 * brings its own). The subdomain must be free: a taken one is refused on its field.
 */
export async function insertSchoolRow(
  tx: Executor,
  school: { name: string; subdomain: string; logo?: string | null },
): Promise<{ id: number; code: string }> {
  const [taken] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.subdomain, school.subdomain));
  if (taken)
    throw validationFailed({
      subdomain: apiMessage('platform.subdomainNamedTaken', { subdomain: school.subdomain }),
    });
  const code = await uniqueSchoolCode(tx);
  const row = oneRow(
    await tx
      .insert(schools)
      .values({ name: school.name, subdomain: school.subdomain, code, logo: school.logo ?? null })
      .returning({ id: schools.id }),
    'inserting one row into schools',
  );
  return { id: row.id, code };
}

async function uniqueSchoolCode(db: Executor): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = `SCH${randomInt(100000, 1000000)}`;
    const [clash] = await db.select({ id: schools.id }).from(schools).where(eq(schools.code, code));
    if (!clash) return code;
  }
  throw new ApiError('conflict', apiMessage('platform.noUniqueCode'));
}
