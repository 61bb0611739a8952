/** The value rules the API and the forms share, kind by kind, and keys made from labels. */
import { checkValue, checkValues, fieldKeyOf, type FieldRule } from './field-schemas';
import { valueAsCell } from './types';

const rule = (kind: FieldRule['kind'], extra: Partial<FieldRule> = {}): FieldRule => ({
  key: 'f',
  kind,
  options: ['Red', 'Blue'],
  required: false,
  ...extra,
});

test.each([
  ['Blood group', [], 'blood_group'],
  ['  Élève — n°  ', [], 'eleve_n'],
  ['2nd language', [], 'f_2nd_language'],
  ['!!!', [], 'field'],
  ['Bus stop', ['bus_stop', 'bus_stop_2'], 'bus_stop_3'],
])('the key of %j (taken %j) is %s', (label, taken, key) => {
  expect(fieldKeyOf(label, taken)).toBe(key);
});

test.each([
  ['text', ' hello ', { value: 'hello' }],
  ['text', 'x'.repeat(501), { problem: { key: 'customFields.tooLong', values: { max: 500 } } }],
  ['number', '12.5', { value: 12.5 }],
  ['number', 'twelve', { problem: { key: 'customFields.notNumber' } }],
  ['date', '2026-02-28', { value: '2026-02-28' }],
  ['date', '2026-02-30', { problem: { key: 'customFields.notDate' } }],
  ['choice', 'Red', { value: 'Red' }],
  ['choice', 'red', { problem: { key: 'customFields.notAnOption' } }],
  ['multi_choice', 'Red; Blue; Red', { value: ['Red', 'Blue'] }],
  ['multi_choice', ['Red', 'Green'], { problem: { key: 'customFields.notAnOption' } }],
  ['yes_no', 'Yes', { value: true }],
  ['yes_no', false, { value: false }],
  ['yes_no', 'maybe', { problem: { key: 'customFields.notYesNo' } }],
  ['file', '/etc/passwd', { problem: { key: 'customFields.notFile' } }],
  [
    'file',
    '/api/files/document-0123456789abcdef.pdf',
    { problem: { key: 'customFields.notFile' } },
  ],
  [
    'file',
    '/api/files/field-0123456789abcdef.pdf',
    { value: '/api/files/field-0123456789abcdef.pdf' },
  ],
  ['text', '', { value: null }],
] as const)('%s %j → %j', (kind, raw, expected) => {
  expect(checkValue(rule(kind), raw)).toEqual(expected);
});

test('required fields are enforced on create, and on update only when sent', () => {
  const fields = [rule('text', { key: 'a', required: true }), rule('number', { key: 'b' })];
  expect(checkValues(fields, {}, { creating: true }).problems).toEqual({
    'custom_fields.a': { key: 'customFields.required' },
  });
  expect(checkValues(fields, { b: '3' }, { creating: false })).toEqual({
    values: { b: 3 },
    problems: {},
  });
  expect(checkValues(fields, { zz: 1 }, { creating: false }).problems).toEqual({
    'custom_fields.zz': { key: 'customFields.unknown' },
  });
});

test.each([
  [['Red', 'Blue'], 'Red; Blue'],
  [true, 'yes'],
  [null, ''],
  [3, '3'],
])('the cell of %j is %j', (value, cell) => {
  expect(valueAsCell(value)).toBe(cell);
});
