import { phoneProblem, toE164 } from './sms-phone';

test.each([
  ['+44 7700 900123', '+447700900123'],
  ['+1 (555) 010-0123', '+15550100123'],
  ['0044 20 7946 0000', '+442079460000'],
  ['+44 (0)20 7946 0000', '+442079460000'],
  ['+91-98765.43210', '+919876543210'],
  ['tel:+33612345678', '+33612345678'],
  ['  +971 50 123 4567 ', '+971501234567'],
])('%s is %s', (typed, e164) => {
  expect(toE164(typed)).toEqual({ e164 });
});

test.each([
  [null, 'none'],
  ['', 'none'],
  ['   ', 'none'],
  ['07700 900123', 'no-country-code'],
  ['555-0100', 'no-country-code'],
  ['+0 123 456 789', 'invalid'],
  ['+44 12', 'invalid'],
  ['+1 234 567 890 123 456', 'invalid'],
  ['call me', 'invalid'],
  ['+44 7700 900123 ext 4', 'invalid'],
])('%j is refused: %s', (typed, problem) => {
  expect(toE164(typed)).toEqual({ problem });
});

test('each refusal says why in words', () => {
  expect(phoneProblem('none')).toBe('the recipient has no phone number');
  expect(phoneProblem('no-country-code')).toMatch(/no country code/);
});
