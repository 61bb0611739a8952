/** The wording of the error pages at /pages/errors/error{code} (SPEC §2 leaves it to us). */
export type ErrorPageContent = { title: string; text: string; signIn?: boolean };

export const ERROR_PAGES = {
  '400': {
    title: 'Bad request',
    text: 'The request could not be understood. Check the address, or go back and try the form again.',
  },
  '401': {
    title: 'Please sign in',
    text: 'You need to be signed in to see this page. Your session may have ended.',
    signIn: true,
  },
  '403': {
    title: 'Access denied',
    text: 'Your account does not have permission to open this page. If you think it should, ask your school’s administrator.',
  },
  '404': {
    title: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link may be mistyped.',
  },
  '500': {
    title: 'Something went wrong',
    text: 'An error on our side stopped this page from loading. Please try again in a moment; if it keeps happening, let us know.',
  },
  '503': {
    title: 'Service unavailable',
    text: 'Schola is unavailable for a short while, usually for maintenance. Please try again in a few minutes.',
  },
} as const satisfies Record<string, ErrorPageContent>;

export type ErrorCode = keyof typeof ERROR_PAGES;

/** `error404` → `404`, or undefined for any segment that is not one of the six pages. */
export function errorCodeOf(segment: string): ErrorCode | undefined {
  const code = /^error(\d{3})$/.exec(segment)?.[1];
  return code && code in ERROR_PAGES ? (code as ErrorCode) : undefined;
}
