import { PERMISSIONS } from './catalogue';
import { groupPermissions, permissionLabel } from './labels';

describe('permissionLabel', () => {
  test.each([
    ['student-list', 'Students', 'See the list'],
    ['student-create', 'Students', 'Add'],
    ['fees-type-edit', 'Fee types', 'Edit'],
    ['class-subject-delete', 'Class subjects', 'Delete'],
    ['transfer-student-list', 'Student transfers', 'See the list'],
    ['payroll-settings-create', 'Payroll settings', 'Add'],
    ['student-view', 'Students', 'Open a profile'],
    ['student-bulk-import', 'Students', 'Import in bulk'],
    ['approve-leave', 'Leave', 'Approve leave'],
    ['made-up-thing', 'Other', 'made-up-thing'],
  ])('%s → %s · %s', (name, areaName, label) =>
    expect(permissionLabel(name)).toMatchObject({ name, areaName, label }),
  );

  test('every permission of the catalogue has words, never its code', () => {
    for (const name of PERMISSIONS) {
      const { areaName, label } = permissionLabel(name);
      expect([name, areaName]).not.toEqual([name, 'Other']);
      expect(label).not.toBe(name);
    }
  });
});

describe('groupPermissions', () => {
  test('groups by area in catalogue order, keeping each area together', () => {
    const groups = groupPermissions(['approve-leave', 'student-edit', 'fees-list', 'student-list']);
    expect(groups.map((g) => [g.areaName, g.permissions.map((p) => p.label)])).toEqual([
      ['Fees', ['See the list']],
      ['Students', ['Edit', 'See the list']],
      ['Leave', ['Approve leave']],
    ]);
  });
});
