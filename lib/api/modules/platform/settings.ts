/**
 * Settings. System settings are deployment-wide; school settings are per school. The school's
 * name and logo live on the school row itself, so there is one place to change them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import { schoolSettings, schools, systemSettings } from '../../../db/schema/platform';
import { DEFAULT_SCHOOL_FORMAT_SETTINGS } from '../../../school-format';
import { notFound } from '../../http/errors';
import { DEFAULT_PRODUCT_NAME } from './types';

export const SYSTEM_SETTING_DEFAULTS = {
  system_name: DEFAULT_PRODUCT_NAME,
  favicon: '/favicon.ico',
  horizontal_logo: '/brand/schola-horizontal.svg',
  vertical_logo: '/brand/schola-vertical.svg',
} as const;

export const SCHOOL_SETTING_DEFAULTS = {
  email: '',
  phone: '',
  address: '',
  horizontal_logo: '',
  // The time zone is written when the school is created (the provider's DEFAULT_TIME_ZONE).
  ...DEFAULT_SCHOOL_FORMAT_SETTINGS,
  roll_number_order: 'name',
  // lib/calendar/working-days.ts reads it (parseWeeklyOffDays); Sunday unless the school says.
  weekly_off_days: 'sunday',
  theme_primary: '#56cc99',
  theme_secondary: '#215679',
} as const;

export type SchoolSettingKey = keyof typeof SCHOOL_SETTING_DEFAULTS;

export async function readSystemSettings(db: Database) {
  const rows = await db.select().from(systemSettings);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const merged = { ...SYSTEM_SETTING_DEFAULTS, ...stored } as Record<
    keyof typeof SYSTEM_SETTING_DEFAULTS,
    string
  >;
  // `name` and `logo` are the names the original client reads the same values under.
  return { ...merged, name: merged.system_name, logo: merged.vertical_logo };
}

export async function readSchoolSettings(db: Executor, schoolId: number) {
  const [school] = await db
    .select({ name: schools.name, logo: schools.logo, code: schools.code })
    .from(schools)
    .where(eq(schools.id, schoolId));
  if (!school) throw notFound('school');
  const rows = await db
    .select({ key: schoolSettings.key, value: schoolSettings.value })
    .from(schoolSettings)
    .where(eq(schoolSettings.schoolId, schoolId));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    ...SCHOOL_SETTING_DEFAULTS,
    ...stored,
    school_name: school.name,
    school_code: school.code,
    vertical_logo: school.logo ?? '',
  } as Record<SchoolSettingKey, string> & {
    school_name: string;
    school_code: string;
    vertical_logo: string;
  };
}

/** The school's theme colours, public like its name and logo (the login page wears them). */
export async function readSchoolTheme(db: Database, schoolId: number) {
  const rows = await db
    .select({ key: schoolSettings.key, value: schoolSettings.value })
    .from(schoolSettings)
    .where(
      and(
        eq(schoolSettings.schoolId, schoolId),
        inArray(schoolSettings.key, ['theme_primary', 'theme_secondary']),
      ),
    );
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    primary: stored.theme_primary ?? SCHOOL_SETTING_DEFAULTS.theme_primary,
    secondary: stored.theme_secondary ?? SCHOOL_SETTING_DEFAULTS.theme_secondary,
  };
}

/** One stored school setting, or undefined when the school never set it. */
export async function schoolSetting(
  db: Executor,
  schoolId: number,
  key: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ value: schoolSettings.value })
    .from(schoolSettings)
    .where(and(eq(schoolSettings.schoolId, schoolId), eq(schoolSettings.key, key)));
  return row?.value;
}

export async function writeSchoolSettings(
  db: Executor,
  schoolId: number,
  values: Partial<Record<SchoolSettingKey, string>>,
) {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined) as [string, string][];
  if (!entries.length) return;
  await db
    .insert(schoolSettings)
    .values(entries.map(([key, value]) => ({ schoolId, key, value })))
    .onConflictDoUpdate({
      target: [schoolSettings.schoolId, schoolSettings.key],
      set: { value: sql`excluded.value` },
    });
}
