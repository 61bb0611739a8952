/**
 * The sign-in form's own checks, the same rules as the API's login schema (required e-mail of
 * a valid shape, required password of at most 1,024 characters), as a plain function: the
 * sign-in page ships no validation library (issue 10's weight budget).
 */
export type LoginValues = { email: string; password: string };
export type LoginProblems = Partial<Record<keyof LoginValues, string>>;

// The shape zod's z.email() accepts, in short: something@domain.tld without spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginProblems({ email, password }: LoginValues): LoginProblems {
  const problems: LoginProblems = {};
  const trimmed = email.trim();
  if (!trimmed) problems.email = 'The e-mail is required.';
  else if (!EMAIL_SHAPE.test(trimmed))
    problems.email = 'The e-mail must be a valid e-mail address.';
  if (!password) problems.password = 'The password is required.';
  else if (password.length > 1024) problems.password = 'The password is too long.';
  return problems;
}
