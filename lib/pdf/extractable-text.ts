/**
 * Text that copies and extracts as it was written. A PDF maps each glyph to its characters
 * once per font (the ToUnicode map), but shaping breaks the one-glyph-one-character link:
 * Arabic letters share a dotless base glyph and take their dots as separate marks, and
 * Devanagari draws the reph of र्मा after the मा it sits on. PDFKit keeps the first characters
 * it saw for a glyph, so عائشة الحربي extracted as "…الحرئ ي" and शर्मा as "शमार्".
 *
 * So each drawn word whose glyphs do not spell it in order gets its own copies of those glyphs
 * in the font subset: the first glyph drawn carries the whole word (in the order it is drawn:
 * reversed for right-to-left, which readers reverse back) and the others carry U+2060 WORD
 * JOINER, an invisible format character that extractors skip (PDF.js drops every Cf
 * character). A copy costs one glyph outline in the embedded font. Words whose glyphs already
 * spell them (most Latin text) keep PDFKit's own mapping.
 */

import { NO_BREAK_SPACE } from './bidi';

type Glyph = { id: number; codePoints: number[]; advanceWidth: number };
type EmbeddedFont = {
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  subset: { glyphs: number[]; includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  scale: number;
  encode(text: string, features?: unknown): [string[], unknown[]];
  extractableText?: true;
};

const WORD_JOINER = 0x2060;
const hex4 = (n: number) => `0000${n.toString(16)}`.slice(-4);
const RTL_SCRIPT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

const SPACES = [0x20, 0xa0];

/** The glyphs of one drawn word, each with the characters an extractor should read for it. */
export function glyphText(word: string, glyphs: { codePoints: number[] }[]): number[][] {
  // The no-break spaces that hold a right-to-left run together (./bidi) read as the spaces they were.
  const chars = [...word].map((c) => (c === NO_BREAK_SPACE ? 0x20 : (c.codePointAt(0) ?? 0)));
  // fontkit returns a right-to-left word's glyphs in drawing order: leftmost, the word's end.
  const drawn = RTL_SCRIPT.test(word) ? [...chars].reverse() : chars;
  const own = glyphs.map((g) => g.codePoints);
  if (own.flat().join() === drawn.join()) return own;
  // Spaces at either end keep their own glyph (an extractor reads a glyph that starts with a
  // space as a space); the first other glyph carries the rest.
  const isSpace = (g: { codePoints: number[] }) =>
    g.codePoints.length > 0 && g.codePoints.every((c) => SPACES.includes(c));
  let first = 0;
  while (first < glyphs.length - 1 && isSpace(glyphs[first]!)) first++;
  let last = glyphs.length - 1;
  while (last > first && isSpace(glyphs[last]!)) last--;
  const text = drawn.slice(first, drawn.length - (glyphs.length - 1 - last));
  return glyphs.map((_, i) =>
    i < first || i > last ? [0x20] : i === first ? text : [WORD_JOINER],
  );
}

/** Makes the document's current font map every drawn word back to its own characters. */
export function makeExtractable(doc: PDFKit.PDFDocument): void {
  const font = (doc as unknown as { _font: EmbeddedFont })._font;
  if (!font || font.extractableText || typeof font.layout !== 'function' || !font.subset) return;
  font.extractableText = true;
  const copies = new Map<string, number>();
  font.encode = function encode(text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const codes: string[] = [];
    // PDFKit lays a text out word by word (each word with its trailing space); so does this.
    let at = 0;
    for (const word of text.match(/[^ \t]*[ \t]*/gu)?.filter(Boolean) ?? []) {
      const count = this.layout(word, features).glyphs.length;
      const wordGlyphs = glyphs.slice(at, at + count);
      const texts = glyphText(word, wordGlyphs);
      wordGlyphs.forEach((glyph, i) => {
        const chars = texts[i] ?? glyph.codePoints;
        const key = `${glyph.id}:${chars.join(',')}`;
        let gid = copies.get(key);
        if (gid === undefined) {
          const own = this.subset.includeGlyph(glyph.id);
          if (this.unicode[own] === undefined || this.unicode[own].join() === chars.join()) {
            gid = own;
          } else {
            this.subset.glyphs.push(glyph.id);
            gid = this.subset.glyphs.length - 1;
          }
          this.unicode[gid] = chars;
          this.widths[gid] ??= glyph.advanceWidth * this.scale;
          copies.set(key, gid);
        }
        codes.push(hex4(gid));
      });
      at += count;
    }
    return [codes, positions];
  };
}
