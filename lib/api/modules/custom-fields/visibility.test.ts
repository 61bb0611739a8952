import { sees, type Reader } from './visibility';

const admin: Reader = { admin: true, staff: true, classSections: [] };
const classTeacher: Reader = { admin: false, staff: true, classSections: [7] };
const teacher: Reader = { admin: false, staff: true, classSections: [] };
const guardian: Reader = { admin: false, staff: false, classSections: [] };

describe('who sees a group of custom fields', () => {
  test.each([
    ['everyone', guardian, 7, true],
    [null, guardian, 7, true],
    ['staff', guardian, 7, false],
    ['staff', teacher, 7, true],
    ['admin_and_class_teacher', admin, 9, true],
    ['admin_and_class_teacher', classTeacher, 7, true],
    ['admin_and_class_teacher', classTeacher, 9, false],
    ['admin_and_class_teacher', classTeacher, undefined, true],
    ['admin_and_class_teacher', teacher, undefined, false],
    ['admin_and_class_teacher', teacher, 7, false],
    ['admin_and_class_teacher', guardian, 7, false],
    ['admin_and_class_teacher', classTeacher, null, false],
  ] as const)('%s, %o, class-section %s → %s', (visibility, reader, section, expected) => {
    expect(sees(visibility, reader, section)).toBe(expected);
  });
});
