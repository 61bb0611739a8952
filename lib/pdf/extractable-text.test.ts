import { glyphText } from './extractable-text';

const glyphs = (...codePoints: number[][]) => codePoints.map((c) => ({ codePoints: c }));
const chars = (text: string) => [...text].map((c) => c.codePointAt(0) ?? 0);

describe('glyphText', () => {
  test('glyphs that spell the word keep their own characters', () => {
    expect(glyphText('Żółć ', glyphs(...[...'Żółć '].map(chars)))).toEqual([...'Żółć '].map(chars));
  });

  test('a reordered Devanagari word: the first glyph carries it, the others nothing', () => {
    // शर्मा is drawn श म ा र्(reph): read glyph by glyph it would be शमार्.
    const drawn = glyphs(chars('श'), chars('म'), chars('ा'), chars('र्'));
    expect(glyphText('शर्मा', drawn)).toEqual([chars('शर्मा'), [0x2060], [0x2060], [0x2060]]);
  });

  test('an Arabic word is drawn from its end; its spaces stay spaces', () => {
    // الحربي + space: the space is drawn first (leftmost), then ي with its dots as a mark.
    const drawn = glyphs(
      [0x20],
      [],
      chars('ي'),
      chars('ئ'),
      chars('ر'),
      chars('ح'),
      chars('ل'),
      chars('ا'),
    );
    expect(glyphText('الحربي ', drawn)).toEqual([
      [0x20],
      chars('يبرحلا'),
      ...Array.from({ length: 6 }, () => [0x2060]),
    ]);
  });
});
