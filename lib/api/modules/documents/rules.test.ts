import { downloadName, expiryState } from './rules';

test.each([
  [null, null],
  ['2026-11-27', 'expired'],
  ['2026-11-28', 'expiring'],
  ['2026-12-28', 'expiring'],
  ['2026-12-29', null],
] as const)('a document expiring on %s is %s on 2026-11-28', (expiresOn, state) => {
  expect(expiryState(expiresOn, '2026-11-28')).toBe(state);
});

test.each([
  ['birth certificate.PDF', '.pdf', 'birth certificate.pdf'],
  ['C:\\fakepath\\scan.png', '.jpg', 'scan.jpg'],
  ['../../etc/passwd', '.pdf', 'passwd.pdf'],
  ['a"b;c\r\n.pdf', '.pdf', 'abc.pdf'],
  ['', '.png', 'document.png'],
  ['जन्म प्रमाण.pdf', '.pdf', 'जन्म प्रमाण.pdf'],
])('the download name of %j stored as %s is %j', (uploaded, ext, name) => {
  expect(downloadName(uploaded, ext)).toBe(name);
});
