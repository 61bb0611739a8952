/**
 * Which of the PDF fonts has a character's glyphs. Noto Sans covers Latin (with Polish, Vietnamese
 * and the rest of Latin Extended), Greek and Cyrillic; Arabic and Devanagari come from their own
 * Noto families. Neutral characters (spaces, digits, punctuation, combining marks) carry no script
 * of their own and join the run around them, so "शर्मा (12)" stays one run in one font.
 */
export type Script = 'latin' | 'arabic' | 'devanagari';
export type ScriptRun = { text: string; script: Script };

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefe]/u;
const DEVANAGARI = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff]/u;
// Letters of any other script are set in Noto Sans (Latin, Greek, Cyrillic and more).
const LETTER = /\p{L}/u;

/** The script of one character, or null for a neutral one that takes its neighbours' font. */
export function scriptOf(char: string): Script | null {
  if (ARABIC.test(char)) return 'arabic';
  if (DEVANAGARI.test(char)) return 'devanagari';
  if (LETTER.test(char)) return 'latin';
  return null;
}

/**
 * The text cut where the script changes, each run with the script whose font has its glyphs.
 * Neutrals join the run before them (or, at the start, the run after them); all-neutral text is
 * Latin. Joining the pieces gives the text back unchanged.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs[runs.length - 1];
    if (script === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last && last.script === script) {
      last.text += char;
    } else if (!last) {
      runs.push({ text: pending + char, script });
      pending = '';
    } else {
      runs.push({ text: char, script });
    }
  }
  if (pending) runs.push({ text: pending, script: 'latin' });
  return runs;
}
