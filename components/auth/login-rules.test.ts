import { loginProblems } from './login-rules';

describe('loginProblems', () => {
  test.each([
    ['both given', { email: 'admin@riverside.test', password: 'x' }, {}],
    ['spaces around the e-mail are fine', { email: '  a@b.co ', password: 'x' }, {}],
    [
      'nothing given',
      { email: '', password: '' },
      { email: 'The e-mail is required.', password: 'The password is required.' },
    ],
    ['blank e-mail', { email: '   ', password: 'x' }, { email: 'The e-mail is required.' }],
    [
      'not an e-mail',
      { email: 'admin', password: 'x' },
      { email: 'The e-mail must be a valid e-mail address.' },
    ],
    [
      'a space inside',
      { email: 'ad min@riverside.test', password: 'x' },
      { email: 'The e-mail must be a valid e-mail address.' },
    ],
    [
      'a password longer than the API accepts',
      { email: 'a@b.co', password: 'x'.repeat(1025) },
      { password: 'The password is too long.' },
    ],
  ])('%s', (_name, values, expected) => expect(loginProblems(values)).toEqual(expected));
});
