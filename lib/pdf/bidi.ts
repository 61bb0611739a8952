/**
 * One line of text in the order it is drawn, left to right: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its embedding level, the runs are reordered by rule L2, and each
 * run is cut where its script changes so that each piece is set in one font. Arabic pieces stay
 * in logical order (the font's shaper, fontkit, lays their glyphs right to left itself); the
 * neutral pieces of a right-to-left run (brackets, colons) are reversed and mirrored here. Digits
 * and amounts keep their left-to-right order inside Arabic text, as the algorithm says.
 */
import bidiFactory from 'bidi-js';
import { scriptRuns, type Script } from './scripts';

export type Direction = 'ltr' | 'rtl';
/** A piece to draw: `text` goes to the font as is; `rtl` when the shaper lays it right to left. */
export type Piece = { text: string; script: Script; rtl: boolean };

const bidi = bidiFactory();
export const NO_BREAK_SPACE = '\u00a0';

type Item = Piece & { level: number };

/** The level runs of the text in logical order, each cut where the script changes. */
function logicalItems(text: string, levels: Uint8Array): Item[] {
  const items: Item[] = [];
  let start = 0;
  for (let i = 1; i <= text.length; i++) {
    if (i < text.length && levels[i] === levels[start]) continue;
    const level = levels[start] ?? 0;
    const rtl = level % 2 === 1;
    // In a right-to-left run, punctuation stands apart from the words: it is mirrored here,
    // which the shaper would not do.
    const chunks = rtl ? text.slice(start, i).split(/([^\p{L}\p{M}\s]+)/u) : [text.slice(start, i)];
    for (const chunk of chunks.filter(Boolean))
      for (const run of scriptRuns(chunk)) items.push({ ...run, rtl, level });
    start = i;
  }
  return items;
}

/** Rule L2: from the highest level down to the lowest odd one, reverse every run at or above it. */
function reorder(items: Item[]): Item[] {
  const out = [...items];
  const levels = out.map((item) => item.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((l) => l % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < out.length;) {
      if ((out[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let end = i;
      while (end < out.length && (out[end]?.level ?? 0) >= level) end++;
      out.splice(i, end - i, ...out.slice(i, end).reverse());
      i = end;
    }
  }
  return out;
}

/** A neutral piece in a right-to-left run, as it reads on the page: reversed, brackets mirrored. */
function mirrored(text: string): string {
  return [...text]
    .reverse()
    .map((char) => bidi.getMirroredCharacter(char) ?? char)
    .join('');
}

/** The pieces of one line (no line breaks inside) in drawing order, left to right. */
export function visualPieces(text: string, direction: Direction = 'ltr'): Piece[] {
  if (!text) return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  return reorder(logicalItems(text, levels)).map(({ text: piece, script, rtl }) => {
    if (!rtl) return { text: piece, script, rtl: false };
    // fontkit lays Arabic right to left itself; anything else in a right-to-left run is a
    // neutral (a strong Latin or Devanagari letter would have an even level) and is turned here.
    // Its spaces become no-break spaces: PDFKit lays the words of one call out left to right,
    // one shaped word at a time; unbroken, the shaper lays out the whole run right to left.
    return script === 'arabic'
      ? { text: piece.replace(/ /gu, NO_BREAK_SPACE), script, rtl: true }
      : { text: mirrored(piece), script, rtl: false };
  });
}
