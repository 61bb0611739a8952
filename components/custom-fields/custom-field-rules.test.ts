/**
 * The staff and guardian forms check custom fields before sending, by the API's own rules: a
 * required field left blank and a number that is not one are named on their inputs beside the
 * schema's own messages.
 */
import { checkValues, type FieldRule } from '@/lib/api/modules/custom-fields/field-schemas';
import { staffSchema } from '@/lib/api/modules/people/staff-schemas';
import { withCustomFieldRules, type CustomFieldCheck } from './custom-field-rules';

// useCustomFieldCheck with the message keys for words.
const checkOf =
  (fields: FieldRule[]): CustomFieldCheck =>
  (values, creating) =>
    Object.entries(checkValues(fields, values ?? {}, { creating }).problems).map(
      ([path, m]) => [path, m.key] as const,
    );

const fields: FieldRule[] = [
  { key: 'emergency', kind: 'text', options: [], required: true },
  { key: 'years', kind: 'number', options: [], required: false },
];

// The staff form's values as it opens (staff-fields.tsx's blankStaff, no role chosen).
const blank = {
  full_name: '',
  email: '',
  phone: '',
  qualification: '',
  joining_date: '',
  salary_basis: 'monthly',
  password: null,
  role_id: '',
};

const issuesOf = (schema: typeof staffSchema, custom_fields: Record<string, unknown>) =>
  Object.fromEntries(
    (schema.safeParse({ ...blank, custom_fields }).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  );

test('a blank required field and a number that is not one are named before sending', () => {
  const schema = withCustomFieldRules(staffSchema, checkOf(fields));
  const issues = issuesOf(schema, { emergency: ' ', years: 'many' });
  expect(issues).toMatchObject({
    'custom_fields.emergency': 'customFields.required',
    'custom_fields.years': 'customFields.notNumber',
  });
  expect(issues.full_name).toBeDefined();
  // The schema alone (the forms before) says nothing of them.
  expect(issuesOf(staffSchema, { emergency: ' ', years: 'many' })['custom_fields.years']).toBe(
    undefined,
  );
  const fine = issuesOf(schema, { emergency: '+91 1', years: '3' });
  expect(Object.keys(fine).filter((path) => path.startsWith('custom_fields'))).toEqual([]);
});
