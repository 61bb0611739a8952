import { ApiRequestError, errorMessage, meansSessionExpired } from './api-fetch';
import { retryRule } from './query-policy';

test.each([
  [422, 'Unprocessable Entity', { message: 'The name is required.' }, 'The name is required.'],
  [500, 'Internal Server Error', { message: '' }, 'Internal Server Error'],
  [502, 'Bad Gateway', null, 'Bad Gateway'],
  [503, '', 'not json', 'HTTP 503'],
  [404, '', { error: true }, 'HTTP 404'],
])('errorMessage(%i, %s, %j) → %s', (status, statusText, data, expected) => {
  expect(errorMessage(status, statusText, data)).toBe(expected);
});

test.each([
  [401, 'Unauthenticated.', true, true],
  [401, 'The token has expired', true, true],
  [401, 'Something else', true, false],
  [401, 'Something else', false, true],
  [403, 'Unauthenticated.', true, false],
  [422, 'token', false, false],
])('meansSessionExpired(%i, %s, session %s) → %s', (status, message, hasSession, expected) => {
  expect(meansSessionExpired(status, message, hasSession)).toBe(expected);
});

describe('retryRule: none on 401 or 403, otherwise up to the limit', () => {
  const rule = retryRule(2);
  test.each([
    [0, new ApiRequestError('x', 401, null), false],
    [0, new ApiRequestError('x', 403, null), false],
    [0, new ApiRequestError('x', 500, null), true],
    [1, new ApiRequestError('x', 503, null), true],
    [2, new ApiRequestError('x', 503, null), false],
    [0, new TypeError('Failed to fetch'), true],
  ])('after %i failures, %p → %s', (count, error, expected) => {
    expect(rule(count, error)).toBe(expected);
  });
  test('the limit is per resource', () => {
    expect(retryRule(1)(1, new Error('x'))).toBe(false);
  });
});
