import { isPublicPath, landingPath, safeReturnTo } from './public-paths';

test.each([
  ['/', true],
  ['/home', true],
  ['/blog', true],
  ['/blog/', true],
  ['/blog/welcome-to-schola', true],
  ['/features', true],
  ['/features/fees', true],
  ['/become-a-associate', true],
  ['/become-a-associate/thanks', true],
  ['/become-a-associates', true], // SPEC §2: any path *starting with* /become-a-associate
  ['/authentication/login', true],
  ['/authentication/register-simple', true],
  ['/authentication/forget-pwd', true],
  ['/authentication/create-pwd', true],
  ['/authentication/maintenance', true],
  ['/pages/errors/error404', true],
  ['/pages/errors/error503', true],
  ['/pages/comingsoon/coming-bg-img', true],
  ['/pages/authentication/login-simple', true],
  ['/verify/receipt/12.abcdefghijklmnopqrstuv', true],
  ['/verify/receipt', false],
  ['/verify/payslip/12.x', false],
  ['/dashboard', false],
  ['/blogs', false],
  ['/featuresx', false],
  ['/homework', false],
  ['/authentication/other', false],
  ['/pages/errors/error999', false],
  ['/school-settings', false],
  ['/app/users/profile', false],
  ['/student/student-details', false],
])('isPublicPath(%s) → %s', (path, expected) => {
  expect(isPublicPath(path)).toBe(expected);
});

test.each([
  [[{ name: 'Teacher' }], '/teacher/attendance'],
  [[{ name: 'School Admin' }], '/dashboard'],
  [[{ name: 'Guardian' }], '/dashboard'],
  [[{ name: 'Accountant' }], '/dashboard'],
  [[{ name: 'Teacher' }, { name: 'School Admin' }], '/dashboard'],
  [[], '/dashboard'],
])('landingPath(%j) → %s', (roles, expected) => {
  expect(landingPath(roles)).toBe(expected);
});

test.each([
  ['/fees/student-fees?x=1', '/fees/student-fees?x=1'],
  ['https://evil.test/', undefined],
  ['//evil.test/', undefined],
  ['/\\evil.test', undefined],
  ['/api/me', undefined],
  ['/authentication/login', undefined],
  [null, undefined],
])('safeReturnTo(%s) → %s', (value, expected) => {
  expect(safeReturnTo(value)).toBe(expected);
});
