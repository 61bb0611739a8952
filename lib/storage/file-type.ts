/**
 * What an uploaded image really is, read from its first bytes rather than from the name or
 * the Content-Type the browser claims: PNG, JPEG and WebP only (no SVG, which can carry script).
 */
export type ImageKind = { type: 'image/png' | 'image/jpeg' | 'image/webp'; extension: string };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffImage(bytes: Uint8Array): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: 'image/png', extension: '.png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', extension: '.jpg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { type: 'image/webp', extension: '.webp' };
  return undefined;
}

/**
 * An attachment a school accepts (a leave's certificate, an announcement's notice): a PDF or
 * one of the images above, by its leading bytes, whatever the name or browser says.
 */
export type AttachmentKind = { type: ImageKind['type'] | 'application/pdf'; extension: string };

export function sniffAttachment(bytes: Uint8Array): AttachmentKind | undefined {
  if (startsWith(bytes, ascii('%PDF-'))) return { type: 'application/pdf', extension: '.pdf' };
  return sniffImage(bytes);
}
