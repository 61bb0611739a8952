/** What no field may hold, as a table: the rule the edge (input.ts) applies to every string. */
import { refusedContent, refuseUnstorableText } from './validation';

const CONTROL = /control character/;
const SURROGATE = /lone UTF-16 surrogate/;

test.each([
  ['plain text', 'Ada Lovelace', undefined],
  ['tab, line feed and carriage return', 'a\tb\nc\r\nd', undefined],
  ['a character outside the BMP (a surrogate pair)', 'Trip 🚌', undefined],
  ['accents and scripts', 'Zoë, 学校, مدرسة', undefined],
  ['a NUL', 'a\u0000b', CONTROL],
  ['an escape', 'a\u001bb', CONTROL],
  ['DEL', 'a\u007fb', CONTROL],
  ['a C1 control (NEL)', 'a\u0085b', CONTROL],
  ['a lone high surrogate', '\ud800', SURROGATE],
  ['a lone low surrogate', 'x\udc00y', SURROGATE],
  ['a pair in the wrong order', '\udc00\ud800', SURROGATE],
  ['a pair cut in half at the end', 'Trip \ud83d', SURROGATE],
])('%s', (_name, text, refused) => {
  const content = refusedContent(text);
  if (refused) expect(content).toMatch(refused);
  else expect(content).toBeUndefined();
});

test('a refused key, nested field or file name is named by its path, the message naming the first', () => {
  const input = {
    ok: 'fine',
    guardians: [{ name: 'x' }, { name: '\ud800' }],
    ['bad\u0000key']: 'value',
    photo: new File([], 'photo\u0007.png'),
  };
  let error: unknown;
  try {
    refuseUnstorableText(input);
  } catch (e) {
    error = e;
  }
  expect(error).toMatchObject({
    status: 422,
    message: expect.stringMatching(/^The field "guardians\.1\.name" contains a lone UTF-16/),
    errors: {
      'guardians.1.name': expect.stringMatching(SURROGATE),
      'bad\ufffdkey': expect.stringMatching(CONTROL),
      photo: expect.stringMatching(CONTROL),
    },
  });
});
