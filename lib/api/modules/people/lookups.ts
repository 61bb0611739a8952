/**
 * Look-ups the people module needs from its neighbours (class-sections, session years, the
 * school's settings), each scoped to the caller's school. A foreign or unknown id is reported
 * on the form field that named it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { classSections, classes, schoolSettings, sections, sessionYears } from '../../../db/schema';
import { validationFailed } from '../../http/errors';
import { DEFAULT_ADMISSION_PATTERN } from './rules';

/** As /api/meta-data names them: "Grade 1 - A". */
export const classSectionName = sql<string>`${classes.name} || ' - ' || ${sections.name}`;

/** "Grade 1 - A", "grade 1 a" and "Grade 1-A" name the same class-section in a file. */
export const classSectionKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();

/** Class-sections of the school by id, with their display names. */
export async function classSectionsByIds(tx: Executor, schoolId: number, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; name: string; classId: number }>();
  const rows = await tx
    .select({ id: classSections.id, name: classSectionName, classId: classSections.classId })
    .from(classSections)
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, classSections.schoolId), eq(sections.id, classSections.sectionId)),
    )
    .where(and(eq(classSections.schoolId, schoolId), inArray(classSections.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Every class-section of the school by lower-cased display name, for imports. */
export async function classSectionsByName(tx: Executor, schoolId: number) {
  const rows = await tx
    .select({ id: classSections.id, name: classSectionName })
    .from(classSections)
    .innerJoin(
      classes,
      and(eq(classes.schoolId, classSections.schoolId), eq(classes.id, classSections.classId)),
    )
    .innerJoin(
      sections,
      and(eq(sections.schoolId, classSections.schoolId), eq(sections.id, classSections.sectionId)),
    )
    .where(eq(classSections.schoolId, schoolId));
  return new Map(rows.map((r) => [classSectionKey(r.name), r]));
}

export async function requireClassSection(
  tx: Executor,
  schoolId: number,
  id: number,
  field = 'class_section_id',
) {
  const found = (await classSectionsByIds(tx, schoolId, [id])).get(id);
  if (!found) throw validationFailed({ [field]: 'Choose a class-section of this school.' });
  return found;
}

export async function requireSession(
  tx: Executor,
  schoolId: number,
  id: number | undefined,
  field = 'session_year_id',
) {
  const [row] = await tx
    .select({ id: sessionYears.id, name: sessionYears.name, startDate: sessionYears.startDate })
    .from(sessionYears)
    .where(
      and(
        eq(sessionYears.schoolId, schoolId),
        id === undefined ? eq(sessionYears.isDefault, true) : eq(sessionYears.id, id),
      ),
    )
    .limit(1);
  if (!row)
    throw validationFailed({
      [field]:
        id === undefined
          ? 'The school has no default session year; choose one.'
          : 'Choose a session year of this school.',
    });
  return row;
}

/** People settings kept with the school's settings (key/value rows of the platform module). */
export const PEOPLE_SETTING_DEFAULTS = {
  admission_number_pattern: DEFAULT_ADMISSION_PATTERN,
  roll_number_order: 'name',
} as const;

export async function peopleSetting(
  tx: Executor,
  schoolId: number,
  key: keyof typeof PEOPLE_SETTING_DEFAULTS,
): Promise<string> {
  const [row] = await tx
    .select({ value: schoolSettings.value })
    .from(schoolSettings)
    .where(and(eq(schoolSettings.schoolId, schoolId), eq(schoolSettings.key, key)));
  return row?.value || PEOPLE_SETTING_DEFAULTS[key];
}
