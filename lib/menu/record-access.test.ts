import { MENU } from '../api/menu';
import { canOpenPath } from './record-access';

const guardian = { roles: ['Guardian'], permissions: ['fees-list'] };
const teacher = { roles: ['Teacher'], permissions: ['student-list'] };

test.each([
  [guardian, '/student/student-details/12', true],
  [guardian, '/student/student-details/12?tab=fees', true],
  [guardian, '/student/student-details', false],
  [guardian, '/student/student-details/12/edit', false],
  [guardian, '/teacher/teacher-details/3', false],
  [teacher, '/student/student-details/12', true],
])('%o opens %s: %s', (user, path, open) => {
  expect(canOpenPath(MENU, user, path)).toBe(open);
});
