/** What an audit row keeps of a record: table tests of the pure field rules. */
import { auditedChange, describeChange, isSecretField, loggableFields } from './fields';

describe('secret field names are never logged', () => {
  test.each([
    ['password', true],
    ['passwordHash', true],
    ['password_hash', true],
    ['tokenHash', true],
    ['current_password', true],
    ['new_password', true],
    ['apiKey', true],
    ['clientSecret', true],
    ['otp', true],
    ['name', false],
    ['email', false],
    ['tokenless_note', false],
    ['hashtag', false],
    ['passport_no', false],
  ])('%s → %s', (name, secret) => expect(isSecretField(name)).toBe(secret));
});

test('a record: snake_case names, no secrets, no bookkeeping, dates as ISO strings', () => {
  const when = new Date('2026-01-02T03:04:05Z');
  expect(
    loggableFields({
      fullName: 'Ada',
      passwordHash: '$argon2id$...',
      createdAt: when,
      updatedAt: when,
      joinedOn: when,
      image: undefined,
    }),
  ).toEqual({ full_name: 'Ada', joined_on: '2026-01-02T03:04:05.000Z', image: null });
});

test('an update keeps exactly the changed fields, on both sides', () => {
  expect(
    auditedChange(
      { name: 'Grade 1', medium_id: 1, uses_semesters: false, tags: ['a'], updatedAt: 1 },
      { name: 'Grade One', medium_id: 1, uses_semesters: true, tags: ['a'], updatedAt: 2 },
    ),
  ).toEqual({
    before: { name: 'Grade 1', uses_semesters: false },
    after: { name: 'Grade One', uses_semesters: true },
  });
});

test('a field on one side only counts as changed; nothing changed gives empty sides', () => {
  expect(auditedChange({ a: 1 }, { a: 1, b: 2 })).toEqual({ before: { b: null }, after: { b: 2 } });
  expect(auditedChange({ a: [1, 2] }, { a: [1, 2] })).toEqual({ before: {}, after: {} });
});

test('a create keeps the new record, a delete the old one, an entry may omit more', () => {
  expect(auditedChange(null, { name: 'X', secret: 's' })).toEqual({
    before: null,
    after: { name: 'X' },
  });
  expect(auditedChange({ name: 'X', next_no: 7 }, undefined, ['nextNo'])).toEqual({
    before: { name: 'X' },
    after: null,
  });
});

test('one-line descriptions for the CSV export', () => {
  expect(describeChange({ name: 'A', n: null }, { name: 'B', n: 2 })).toBe('name: A → B; n: ∅ → 2');
  expect(describeChange(null, { name: 'A' })).toBe('name: A');
  expect(describeChange({ ids: [1] }, null)).toBe('ids: [1]');
});
