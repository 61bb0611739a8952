/**
 * The one way Schola writes a PDF: a PDFKit document with the Noto fonts (./fonts), every text
 * cut into script runs and put in bidi order (./bidi), glyphs mapped back to their words for
 * copying and extraction (./extractable-text), and boxes measured from the start edge of the
 * page, so a right-to-left document mirrors its layout without the callers knowing.
 */
import PDFDocument from 'pdfkit';
import { visualPieces, type Direction } from './bidi';
import { makeExtractable } from './extractable-text';
import { fontName, registerFonts, type FontStyle } from './fonts';

/** The direction of a language's script: Arabic (and any later right-to-left one) is rtl. */
function directionOf(locale: string): Direction {
  return /^(ar|fa|he|ur)\b/i.test(locale) ? 'rtl' : 'ltr';
}

type PdfOptions = {
  size: string;
  /** Portrait by default; landscape for wide grids (timetables). */
  layout?: 'portrait' | 'landscape';
  margin: number;
  info: PDFKit.DocumentInfo;
  /** The language the labels are in (default en); it sets the page's direction. */
  locale?: string;
  /** Hands each chunk on as it is written (a streamed answer) instead of keeping them. */
  onChunk?: (chunk: Buffer) => void;
};

type TextOptions = {
  /** Distance of the box from the page's start edge (left in ltr, right in rtl). */
  x?: number;
  /** Top of the first line; the writer's cursor when left out. */
  y?: number;
  width?: number;
  align?: 'start' | 'end';
  style?: FontStyle;
  size?: number;
  color?: string;
  /** Lay the text out left to right whatever the page (amounts, numbers, codes). */
  ltr?: boolean;
};

const LINE_HEIGHT = 1.5; // of the font size: room for Devanagari's and Arabic's tall marks
const BASELINE = 1.1;

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: Direction;
  readonly locale: string;
  /** The top of the next line. */
  y: number;
  private readonly margin: number;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(options: PdfOptions) {
    this.locale = options.locale ?? 'en';
    this.direction = directionOf(this.locale);
    this.margin = options.margin;
    this.doc = new PDFDocument({
      size: options.size,
      layout: options.layout ?? 'portrait',
      margin: options.margin,
      info: options.info,
      lang: this.locale,
    });
    registerFonts(this.doc);
    const onChunk = options.onChunk;
    this.doc.on('data', (chunk: Buffer) => (onChunk ? onChunk(chunk) : this.chunks.push(chunk)));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    this.y = options.margin;
  }

  private get pageWidth() {
    return this.doc.page.width;
  }

  /** The left edge of a box given from the start edge. */
  left(x: number, width: number) {
    return this.direction === 'rtl' ? this.pageWidth - x - width : x;
  }

  private pieceWidth(
    text: string,
    script: Parameters<typeof fontName>[0],
    style: FontStyle,
    size: number,
  ) {
    return this.doc.font(fontName(script, style)).fontSize(size).widthOfString(text);
  }

  private lineWidth(line: string, style: FontStyle, size: number, direction: Direction) {
    return visualPieces(line, direction).reduce(
      (sum, p) => sum + this.pieceWidth(p.text, p.script, style, size),
      0,
    );
  }

  /** The text cut into lines that fit the width, at spaces (a word longer than the line stays whole). */
  private wrap(text: string, width: number, style: FontStyle, size: number, direction: Direction) {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/(?<=\s)/u)) {
      const candidate = line + word;
      if (line && this.lineWidth(candidate.trimEnd(), style, size, direction) > width) {
        lines.push(line.trimEnd());
        line = word;
      } else line = candidate;
    }
    if (line || !lines.length) lines.push(line.trimEnd());
    return lines;
  }

  /** Draws text in a box, wrapping at spaces; moves the cursor below it. Returns the writer. */
  text(text: string, options: TextOptions = {}): this {
    const size = options.size ?? 10;
    const style = options.style ?? 'regular';
    const x = options.x ?? this.margin;
    const width = options.width ?? this.pageWidth - this.margin - x;
    const direction: Direction = options.ltr ? 'ltr' : this.direction;
    const endAligned = (options.align ?? 'start') === 'end';
    let top = options.y ?? this.y;
    if (options.color) this.doc.fillColor(options.color);
    for (const line of this.wrap(text, width, style, size, direction)) {
      const used = this.lineWidth(line, style, size, direction);
      const left = this.left(x, width);
      // Start-aligned hugs the page's start edge; end-aligned the other one.
      const rightward = (this.direction === 'rtl') !== endAligned;
      let at = rightward ? left + width - used : left;
      for (const piece of visualPieces(line, direction)) {
        this.doc.font(fontName(piece.script, style)).fontSize(size);
        makeExtractable(this.doc);
        this.doc.text(piece.text, at, top + size * BASELINE, {
          lineBreak: false,
          baseline: 'alphabetic',
        });
        at += this.pieceWidth(piece.text, piece.script, style, size);
      }
      top += size * LINE_HEIGHT;
    }
    if (options.color) this.doc.fillColor('black');
    this.y = top;
    return this;
  }

  /** "Label: value" on one line, the label in bold, in the page's reading order. */
  pair(label: string, value: string, size = 10): this {
    const top = this.y;
    const caption = this.direction === 'rtl' ? `${label}:` : `${label}: `;
    const captionWidth =
      this.lineWidth(caption, 'bold', size, this.direction) +
      (this.direction === 'rtl' ? size * 0.3 : 0);
    this.text(caption, { y: top, style: 'bold', size, width: captionWidth });
    return this.text(value, { x: this.margin + captionWidth, y: top, size });
  }

  /** An amount (or other figure) in a column, end-aligned and always left to right. */
  amount(text: string, options: Omit<TextOptions, 'ltr' | 'align'>): this {
    return this.text(text, { ...options, align: 'end', ltr: true });
  }

  /** Starts a new page when less than `height` points are left above the bottom margin. */
  ensureRoom(height: number): this {
    if (this.y + height > this.doc.page.height - this.margin) {
      this.doc.addPage();
      this.y = this.margin;
    }
    return this;
  }

  /** A thin rule across the text width, then a little space. */
  rule(): this {
    const top = this.y + 2;
    this.doc
      .moveTo(this.margin, top)
      .lineTo(this.pageWidth - this.margin, top)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y = top + 4;
    return this;
  }

  /** Leaves `lines` empty lines of the given size. */
  moveDown(lines = 1, size = 10): this {
    this.y += lines * size * LINE_HEIGHT;
    return this;
  }

  /** An image in a box from the start edge; an image PDFKit cannot read is left out. */
  image(bytes: Buffer, x: number, y: number, fit: [number, number]): this {
    try {
      this.doc.image(bytes, this.left(x, fit[0]), y, { fit });
    } catch {
      // Not PNG or JPEG: the document goes on without it rather than failing.
    }
    return this;
  }

  /** Finishes the document and gives its bytes (none when they were streamed). */
  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
