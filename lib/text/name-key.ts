/**
 * A person's name as search and sort compare it, whatever its script: lower-cased, without
 * accents, and the same whether it was typed composed (NFC) or decomposed (NFD). "Łucja Żółć",
 * "ŁUCJA ZOLC" and "lucja zolc" have one key; so do "عائشة" with or without its hamza and
 * vowel marks. Devanagari keeps its vowel signs and virama (they are letters, not accents):
 * only the nukta goes, as accents do in Latin.
 *
 * The database computes the same key in SQL (the `name_key` function of migration 0023,
 * behind the students' generated `*_name_key` columns), and the API folds a search term here:
 * the rule is a per-character mapping applied between an NFD and an NFC normalisation, which
 * SQL's translate() and normalize() do exactly alike on PGlite and PostgreSQL, whatever the
 * database's locale. name-key.test.ts holds the two equal on every character of planes 0 and
 * 1. See docs/ARCHITECTURE.md, "Names in any script".
 */

/** Marks that search ignores, as accents: deleted from the decomposed name. */
const IGNORED_MARKS: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f], // Combining Diacritical Marks (é, ż, ó, ć once decomposed)
  [0x0591, 0x05bd], // Hebrew cantillation and points
  [0x05bf, 0x05bf],
  [0x05c1, 0x05c2],
  [0x05c4, 0x05c5],
  [0x05c7, 0x05c7],
  [0x0640, 0x0640], // Arabic tatweel (a stretching stroke, not a letter)
  [0x064b, 0x065f], // Arabic harakat, and hamza and madda over or under a letter (أ إ آ ئ ؤ)
  [0x0670, 0x0670], // Arabic superscript alef
  [0x093c, 0x093c], // Indic nuktas: Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Kannada
  [0x09bc, 0x09bc],
  [0x0a3c, 0x0a3c],
  [0x0abc, 0x0abc],
  [0x0b3c, 0x0b3c],
  [0x0cbc, 0x0cbc],
  [0x1ab0, 0x1aff], // Combining Diacritical Marks Extended
  [0x1dc0, 0x1dff], // Combining Diacritical Marks Supplement
  [0x20d0, 0x20ff], // Combining Diacritical Marks for Symbols
  [0xfe20, 0xfe2f], // Combining Half Marks
];

/**
 * Letters that are a base letter with a stroke rather than one with a decomposable accent (so
 * NFD leaves them whole), and the Arabic letters light Arabic search normalisation folds
 * (Lucene's ArabicNormalizer: alef wasla, alef maksura, teh marbuta).
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ł: 'l',
  ŀ: 'l',
  đ: 'd',
  ø: 'o',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064a', // ى → ي
  '\u0629': '\u0647', // ة → ه
};

const isIgnoredMark = (point: number) =>
  IGNORED_MARKS.some(([first, last]) => point >= first && point <= last);

/**
 * What one character of a decomposed (NFD) name becomes in its key: '' for an ignored mark,
 * else its lower case folded. A character whose lower case is more than one character (İ's is
 * i + a dot, which NFD already splits) stays as it is: SQL's translate() maps one to one.
 */
export function foldCharacter(ch: string): string {
  const point = ch.codePointAt(0) ?? 0;
  if (isIgnoredMark(point)) return '';
  const lower = ch.toLowerCase();
  if (Array.from(lower).length !== 1) return ch;
  return FOLDED_LETTERS[lower] ?? lower;
}

/** The search and sort key of a name (or of a search term, folded alike). */
export function nameKey(name: string): string {
  return Array.from(name.normalize('NFD'), foldCharacter).join('').normalize('NFC');
}

/** The code points the SQL function's translate() covers: planes 0 and 1 hold every cased letter. */
export const KEYED_RANGE = { first: 0, last: 0x1ffff } as const;

/**
 * translate()'s two arguments for the SQL `name_key` function: every character of KEYED_RANGE
 * that NFD leaves whole and foldCharacter changes, mapped (`from` → `to`), then the deleted
 * ones (the tail of `from` that `to` has no character for). Used to write the migration and
 * by the test that holds it equal to nameKey.
 */
export function nameKeyTranslation(): { from: string; to: string } {
  const mapped: [string, string][] = [];
  const deleted: string[] = [];
  for (let point = KEYED_RANGE.first; point <= KEYED_RANGE.last; point++) {
    if (point >= 0xd800 && point <= 0xdfff) continue;
    const ch = String.fromCodePoint(point);
    if (ch.normalize('NFD') !== ch) continue;
    const folded = foldCharacter(ch);
    if (folded === '') deleted.push(ch);
    else if (folded !== ch) mapped.push([ch, folded]);
  }
  return {
    from: mapped.map(([ch]) => ch).join('') + deleted.join(''),
    to: mapped.map(([, folded]) => folded).join(''),
  };
}
