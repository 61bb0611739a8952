/**
 * The sign-in form's own checks, the same rules as the API's login schema (required e-mail of
 * a valid shape, required password of at most 1,024 characters), as a plain function: the
 * sign-in page ships no validation library (issue 10's weight budget).
 */
export type LoginValues = { email: string; password: string };
export type LoginProblems = Partial<Record<keyof LoginValues, string>>;

/** The problems' wording, in the page's language (messages/{locale}/auth.json). */
export type LoginMessages = {
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordTooLong: string;
};

/** English, for the server-side fallback without JavaScript and for tests. */
export const ENGLISH_LOGIN_MESSAGES: LoginMessages = {
  emailRequired: 'The e-mail is required.',
  emailInvalid: 'The e-mail must be a valid e-mail address.',
  passwordRequired: 'The password is required.',
  passwordTooLong: 'The password is too long.',
};

// The shape zod's z.email() accepts, in short: something@domain.tld without spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function loginProblems(
  { email, password }: LoginValues,
  messages: LoginMessages = ENGLISH_LOGIN_MESSAGES,
): LoginProblems {
  const problems: LoginProblems = {};
  const trimmed = email.trim();
  if (!trimmed) problems.email = messages.emailRequired;
  else if (!EMAIL_SHAPE.test(trimmed)) problems.email = messages.emailInvalid;
  if (!password) problems.password = messages.passwordRequired;
  else if (password.length > 1024) problems.password = messages.passwordTooLong;
  return problems;
}
