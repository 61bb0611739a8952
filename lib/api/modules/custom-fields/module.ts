/**
 * Fields the school defines for students, guardians and staff (issue 29): their definitions
 * and groups (/api/custom-fields, /api/custom-field-groups) and their values, which travel in
 * people's records through people's hooks: `custom_fields` in bodies and answers, `cf.<key>=`
 * filters and a column per field in the students' export. A file field's file is uploaded on
 * its own (files.ts) and kept privately.
 */
import * as customFieldsSchema from '../../../db/schema/custom-fields';
import { crudOf } from '../../../permissions/catalogue';
import { defineModule, tablesOf } from '../../http/module';
import { registerRecordFields, registerStudentListFilter } from '../people';
import { customFieldsDemoSeed } from './demo-seed';
import { fieldFileRoutes, mayViewFieldFile } from './files';
import { customFieldsMenu } from './menu';
import { scheduleFieldFileSweep } from './sweep';
import { fieldRoutes, groupRoutes } from './routes';
import {
  checkImported,
  exportColumns,
  importColumns,
  readValues,
  studentFieldFilter,
  writeImported,
  writeValues,
} from './store';

export const customFieldsModule = defineModule({
  name: 'custom-fields',
  audit: { 'custom-fields': 'Custom field', 'custom-field-groups': 'Custom field group' },
  permissions: crudOf('custom-fields'),
  menu: customFieldsMenu,
  plan: 'records',
  tables: tablesOf(
    customFieldsSchema,
    {},
    {
      custom_fields: { options: { noSchoolIds: 'the choices the school wrote' } },
      // What was typed or chosen; a file field holds its file's name, which a restore keeps.
      custom_field_student_values: { value: { noSchoolIds: 'the value entered' } },
      custom_field_user_values: { value: { noSchoolIds: 'the value entered' } },
    },
  ),
  demo: { ...customFieldsDemoSeed, after: ['people'] },
  routes: [...fieldRoutes, ...fieldFileRoutes, ...groupRoutes],
  // A file field's files: to whoever sees the field on the record holding them.
  files: { field: mayViewFieldFile },
  connect: () => {
    scheduleFieldFileSweep();
    registerStudentListFilter('custom_fields', {
      query: {},
      where: (_db, _schoolId, q, caller) => studentFieldFilter(caller, q),
    });
    registerRecordFields({
      read: readValues,
      write: writeValues,
      exportColumns,
      importColumns,
      checkImported,
      writeImported,
    });
  },
});
