/**
 * Look-ups the people module needs from its neighbours (class-sections, session years, the
 * school's settings), asked of the modules that own them, each scoped to the caller's school. A foreign or unknown id is reported
 * on the form field that named it.
 */
import type { Executor } from '../../../db/client';
import { validationFailed } from '../../http/errors';
import { classSectionsByIds, findSessionYear } from '../academics';
import { schoolSetting } from '../platform';
import { DEFAULT_ADMISSION_PATTERN } from './rules';
import { apiMessage } from '../../http/messages';

export { classSectionKey, classSectionsByIds, classSectionsByName } from '../academics';

export async function requireClassSection(
  tx: Executor,
  schoolId: number,
  id: number,
  field = 'class_section_id',
) {
  const found = (await classSectionsByIds(tx, schoolId, [id])).get(id);
  if (!found) throw validationFailed({ [field]: apiMessage('people.classSectionOfSchool') });
  return found;
}

export async function requireSession(
  tx: Executor,
  schoolId: number,
  id: number | undefined,
  field = 'session_year_id',
) {
  const row = await findSessionYear(tx, schoolId, id);
  if (!row)
    throw validationFailed({
      [field]:
        id === undefined
          ? apiMessage('people.noDefaultSession')
          : apiMessage('people.sessionOfSchool'),
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
  return (await schoolSetting(tx, schoolId, key)) || PEOPLE_SETTING_DEFAULTS[key];
}
