import { visualPieces } from './bidi';
import { scriptRuns } from './scripts';

describe('scriptRuns', () => {
  test('cuts where the script changes; neutrals join the run before them', () => {
    expect(scriptRuns('Student: عائشة الحربي (R-12)')).toEqual([
      { text: 'Student: ', script: 'latin' },
      { text: 'عائشة الحربي (', script: 'arabic' },
      { text: 'R-12)', script: 'latin' },
    ]);
    expect(scriptRuns('अनन्या शर्मा')).toEqual([{ text: 'अनन्या शर्मा', script: 'devanagari' }]);
    expect(scriptRuns('Łucja Żółć')).toEqual([{ text: 'Łucja Żółć', script: 'latin' }]);
  });

  test('leading neutrals join the first run; all-neutral text is Latin', () => {
    expect(scriptRuns('12 शर्मा')).toEqual([{ text: '12 शर्मा', script: 'devanagari' }]);
    expect(scriptRuns('− 1,250.00')).toEqual([{ text: '− 1,250.00', script: 'latin' }]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('visualPieces', () => {
  test('left-to-right text is one piece per script, in reading order', () => {
    expect(visualPieces('Student: अनन्या शर्मा')).toEqual([
      { text: 'Student: ', script: 'latin', rtl: false },
      { text: 'अनन्या शर्मा', script: 'devanagari', rtl: false },
    ]);
  });

  test('an Arabic run is one piece in logical order, shaped right to left by the font', () => {
    // One piece, its space unbreakable so that the shaper lays the whole run out right to left.
    expect(visualPieces('عائشة الحربي')).toEqual([
      { text: 'عائشة\u00a0الحربي', script: 'arabic', rtl: true },
    ]);
  });

  test('in an Arabic line, numbers and amounts keep their order and brackets are mirrored', () => {
    const pieces = visualPieces('الرسوم (12) $1,250.00', 'rtl').map((p) => p.text);
    // After an Arabic letter the digits are Arabic numbers and the $ a neutral that follows the
    // paragraph (rules W2 and N1), so it stands on their right, as a browser shows it too.
    expect(pieces).toEqual(['1,250.00', '$', ' ', '(', '12', ')', 'الرسوم\u00a0']);
    expect(visualPieces('(أ)', 'rtl').map((p) => p.text)).toEqual(['(', 'أ', ')']);
    // Which is why an amount is laid out on its own as left to right (see PdfWriter.amount).
    expect(
      visualPieces('−$15.00', 'rtl')
        .map((p) => p.text)
        .join(''),
    ).toBe('$15.00−');
    expect(
      visualPieces('−$15.00', 'ltr')
        .map((p) => p.text)
        .join(''),
    ).toBe('−$15.00');
  });

  test('an Arabic name inside an English line stays where it is written', () => {
    const pieces = visualPieces('Student: عائشة الحربي (R-12)').map((p) => p.text);
    expect(pieces).toEqual(['Student: ', 'عائشة\u00a0الحربي', ' (R-12)']);
  });
});
