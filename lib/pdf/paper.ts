/**
 * What the papers a bursar signs share (the receipt, the payslip; issue 27): the school's header
 * (logo, name, address and contact), an amount row (label at the start, figure end-aligned),
 * signed amounts with a true minus sign (U+2212, which the Noto fonts have, never a hyphen) and
 * a QR code as a PNG for the writer to place.
 */
import path from 'node:path';
import QRCode from 'qrcode';
import { readPublicFile } from '../storage/files';
import type { FontStyle } from './fonts';
import type { PdfWriter } from './writer';

export const MINUS = '\u2212';

export type SchoolHeader = {
  name: string;
  logo: Buffer | null;
  address: string;
  phone: string;
  email: string;
};

/** The school's header from its settings, the logo read from the public files. */
export async function schoolHeaderOf(
  settings: {
    school_name: string;
    vertical_logo: string;
    address: string;
    phone: string;
    email: string;
  },
  storageDir: string,
): Promise<SchoolHeader> {
  const file = settings.vertical_logo
    ? await readPublicFile(storageDir, path.basename(settings.vertical_logo))
    : null;
  return {
    name: settings.school_name,
    logo: file ? Buffer.from(file.bytes) : null,
    address: settings.address,
    phone: settings.phone,
    email: settings.email,
  };
}

/** Logo, name, address and contact at the top of the page, then the document's heading. */
export function drawSchoolHeader(pdf: PdfWriter, school: SchoolHeader, heading: string) {
  const x = school.logo ? 92 : 36;
  if (school.logo) pdf.image(school.logo, 36, 30, [48, 48]);
  pdf.text(school.name, { x, y: 30, style: 'bold', size: 15 });
  if (school.address) pdf.text(school.address, { x, size: 8 });
  const contact = [school.phone, school.email].filter(Boolean).join(' · ');
  if (contact) pdf.text(contact, { x, size: 8 });
  pdf.y = Math.max(pdf.y, 82);
  pdf.text(heading, { style: 'bold', size: 12 });
  pdf.rule();
}

/** A label and its amount on one row (the label wraps; the amount stays in its column). */
export function amountRow(
  pdf: PdfWriter,
  label: string,
  amount: string,
  options: { style?: FontStyle; indent?: number; size?: number } = {},
) {
  const style = options.style ?? 'regular';
  const size = options.size ?? 10;
  const indent = options.indent ?? 0;
  pdf.ensureRoom(size * 1.5);
  const y = pdf.y;
  pdf.text(label, { x: 36 + indent, y, width: 250 - indent, style, size });
  const below = pdf.y;
  pdf.amount(amount, { x: 290, y, width: 94, style, size });
  pdf.y = Math.max(below, pdf.y);
}

/** An amount with its sign written out: "+ 50.00" raises, "− 50.00" (U+2212) lowers. */
export function signedAmount(minor: number, money: (minor: number) => string): string {
  if (minor < 0) return `${MINUS} ${money(-minor)}`;
  return `+ ${money(minor)}`;
}

/** A QR code of `text` as PNG bytes (error correction M: still reads with a fold or a stain). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 1, scale: 4 });
}
