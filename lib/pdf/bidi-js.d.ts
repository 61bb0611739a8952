// bidi-js ships no types; the two calls used here, as its README documents them.
declare module 'bidi-js' {
  type EmbeddingLevels = {
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  };
  type Bidi = {
    getEmbeddingLevels(text: string, direction?: 'ltr' | 'rtl'): EmbeddingLevels;
    getMirroredCharacter(char: string): string | null;
  };
  export default function bidiFactory(): Bidi;
}
