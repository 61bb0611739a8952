/**
 * A QR code drawn as vector squares (one filled path), for papers printed by the hundred (ID
 * cards): no PNG to encode and decode per card, and sharp at any printer's resolution. Error
 * correction M, as the receipts' image (paper.ts): still reads with a fold or a stain.
 */
import QRCode from 'qrcode';
import type { PdfWriter } from './writer';

/** Draws the code of `text` in a square of `size` points, `x` from the page's start edge. */
export function drawQr(pdf: PdfWriter, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const cell = size / count;
  const left = pdf.left(x, size);
  const doc = pdf.doc.save();
  for (let row = 0; row < count; row++)
    for (let column = 0; column < count; column++)
      if (modules.get(row, column)) doc.rect(left + column * cell, y + row * cell, cell, cell);
  doc.fill('#000000').restore();
}
