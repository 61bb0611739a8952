/**
 * /api/people-settings: the admission number pattern and the roll-number order, stored with
 * the school's settings. The pattern is checked before it is saved, and its next number shown.
 */
import { z } from 'zod';
import { todayIn } from '../../../calendar';
import type { SchoolUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { validationFailed } from '../../http/errors';
import { access, defineRoute } from '../../http/route';
import { writeSchoolSettings } from '../platform';
import { nextAdmissionNumber } from './admission';
import { peopleSetting } from './lookups';
import { ROLL_NUMBER_ORDERS, admissionPatternProblem } from './rules';
import type { Executor } from '../../../db/client';
import { recordChange } from '../../http/audit';
import { apiMessage } from '../../http/messages';

const settingsSchema = z.object({
  admission_number_pattern: z.string({ error: 'The pattern is required.' }).trim(),
  roll_number_order: z.enum(ROLL_NUMBER_ORDERS, {
    error: 'The roll-number order must be name, admission_no or admission_date.',
  }),
});

async function read(db: Executor, caller: SchoolUser) {
  const schoolId = caller.school.id;
  const year = Number(todayIn(caller.format.timeZone).slice(0, 4));
  return {
    admission_number_pattern: await peopleSetting(db, schoolId, 'admission_number_pattern'),
    roll_number_order: await peopleSetting(db, schoolId, 'roll_number_order'),
    next_admission_no: await nextAdmissionNumber(db, schoolId, year),
  };
}

export const peopleSettingRoutes = [
  defineRoute({
    method: 'GET',
    path: '/people-settings',
    tag: 'people',
    summary:
      'Admission number pattern ({YYYY}, {YY}, {SEQ:n}), roll-number order and the next number',
    access: access.permission('student-list'),
    handler: async ({ db, caller }) => envelope(await read(db, caller)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/people-settings',
    tag: 'people',
    summary: 'Change the admission number pattern and the roll-number order',
    access: access.permission('student-edit'),
    body: settingsSchema,
    audit: { entity: 'people-settings', actions: ['update'] },
    handler: async ({ db, caller, body, audit }) => {
      const problem = admissionPatternProblem(body.admission_number_pattern);
      if (problem) throw validationFailed({ admission_number_pattern: problem });
      // The admission pattern is a people key beside the platform ones in the same key/value table.
      const schoolId = caller.school.id;
      await db.transaction((tx) =>
        recordChange(
          tx,
          audit,
          // The next number follows from the pattern: the pattern's change says it all.
          {
            action: 'update',
            entity: 'people-settings',
            entityId: schoolId,
            omit: ['next_admission_no'],
          },
          () => read(tx, caller),
          () => writeSchoolSettings(tx, schoolId, body as Record<string, string> as never),
        ),
      );
      return envelope(await read(db, caller), apiMessage('done.settingsSaved'));
    },
  }),
];
