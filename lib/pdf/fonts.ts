/**
 * The Unicode fonts every PDF uses, shipped as npm packages (Google's Noto, OFL-1.1) and read
 * from node_modules on first use, then kept for the life of the process. Nothing is downloaded
 * at run time. The files are found from the project root, as the migrations are
 * (lib/db/client.ts): the same under `next start`, the API process (scripts/api.ts) and Jest.
 * PDFKit embeds only the glyphs a document uses.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Script } from './scripts';

export type FontStyle = 'regular' | 'bold' | 'italic';

// Arabic and Devanagari have no italic in Noto; their upright face stands in.
const FILES: Record<Script, Record<FontStyle, [pkg: string, file: string]>> = {
  latin: {
    regular: ['@expo-google-fonts/noto-sans', '400Regular/NotoSans_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans', '700Bold/NotoSans_700Bold.ttf'],
    italic: ['@expo-google-fonts/noto-sans', '400Regular_Italic/NotoSans_400Regular_Italic.ttf'],
  },
  arabic: {
    regular: ['@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'],
    bold: ['@expo-google-fonts/noto-sans-arabic', '700Bold/NotoSansArabic_700Bold.ttf'],
    italic: ['@expo-google-fonts/noto-sans-arabic', '400Regular/NotoSansArabic_400Regular.ttf'],
  },
  devanagari: {
    regular: [
      '@expo-google-fonts/noto-sans-devanagari',
      '400Regular/NotoSansDevanagari_400Regular.ttf',
    ],
    bold: ['@expo-google-fonts/noto-sans-devanagari', '700Bold/NotoSansDevanagari_700Bold.ttf'],
    italic: [
      '@expo-google-fonts/noto-sans-devanagari',
      '400Regular/NotoSansDevanagari_400Regular.ttf',
    ],
  },
};

const loaded = new Map<string, Buffer>();

function fontFile(pkg: string, file: string): Buffer {
  const key = `${pkg}/${file}`;
  let bytes = loaded.get(key);
  if (!bytes) {
    // Resolved at run time from the project root (a path the bundler does not try to follow).
    const fromRoot = createRequire(path.join(process.cwd(), 'package.json'));
    const dir = path.dirname(fromRoot.resolve(`${pkg}/package.json`));
    bytes = readFileSync(path.join(dir, file));
    loaded.set(key, bytes);
  }
  return bytes;
}

/** The name a font is registered under in a document. */
export const fontName = (script: Script, style: FontStyle) => `${script}-${style}`;

/** What PDFKit keeps of an opened font: its fontkit font, parsed once, and its own class. */
type OpenedFont = {
  font: unknown;
  constructor: new (doc: PDFKit.PDFDocument, font: unknown, id: string) => OpenedFont;
};
type FontTables = {
  _font: OpenedFont;
  _fontFamilies: Record<string, OpenedFont>;
  _fontCount: number;
};

// Parsing a font (its cmap and shaping tables) costs more than laying out a whole receipt, and
// PDFKit would do it again for every document: each document gets its own PDFKit font (its own
// subset of glyphs) around the one fontkit font parsed for the process.
const parsed = new Map<string, OpenedFont>();

/** Makes the fonts available in a document under fontName(script, style). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const tables = doc as unknown as FontTables;
  for (const [script, styles] of Object.entries(FILES) as [
    Script,
    Record<FontStyle, [string, string]>,
  ][])
    for (const [style, [pkg, file]] of Object.entries(styles) as [FontStyle, [string, string]][]) {
      const name = fontName(script, style);
      const known = parsed.get(name);
      if (known) {
        const Font = known.constructor;
        tables._fontFamilies[name] = new Font(doc, known.font, `F${++tables._fontCount}`);
      } else {
        doc.registerFont(name, fontFile(pkg, file)).font(name);
        parsed.set(name, tables._font);
      }
    }
}
