/** The sign-in form's no-JavaScript side: what it reads, where it sends the browser next. */
import {
  loginPageAfterFailure,
  pathAfterSignIn,
  PROVIDER_LANDING,
  readSignInForm,
} from './sign-in-form';

const teacher = { school_code: 'SCH000001', user: { roles: [{ name: 'Teacher' }] } };
const admin = { school_code: 'SCH000001', user: { roles: [{ name: 'School Admin' }] } };
const provider = { school_code: null, user: { roles: [{ name: 'Provider' }] } };

test.each([
  [teacher, null, '/teacher/attendance'],
  [admin, undefined, '/dashboard'],
  [provider, null, PROVIDER_LANDING],
  [admin, '/fees/student-fees?page=2', '/fees/student-fees?page=2'],
  // Another site, the API and the login page itself are never a return-to target.
  [admin, '//evil.example/x', '/dashboard'],
  [admin, 'https://evil.example/', '/dashboard'],
  [admin, '/api/logout', '/dashboard'],
  [teacher, '/authentication/login/submit', '/teacher/attendance'],
] as const)('after signing in as %j with return-to %j → %s', (signedIn, returnTo, path) => {
  expect(pathAfterSignIn(signedIn, returnTo)).toBe(path);
});

test('the form is read with its e-mail trimmed, its password as typed and its return-to checked', () => {
  const form = new URLSearchParams({
    email: '  Admin@Riverside.test ',
    password: ' p a s s ',
    returnTo: '/\\evil.example',
  });
  expect(readSignInForm(form)).toEqual({
    email: 'Admin@Riverside.test',
    password: ' p a s s ',
    returnTo: undefined,
  });
  expect(readSignInForm(new URLSearchParams())).toEqual({
    email: '',
    password: '',
    returnTo: undefined,
  });
});

test('a failure goes back to the login page, keeping only the return-to path in the URL', () => {
  expect(loginPageAfterFailure(undefined)).toBe('/authentication/login?failed=1');
  expect(loginPageAfterFailure('/fees')).toBe('/authentication/login?failed=1&returnTo=%2Ffees');
});
