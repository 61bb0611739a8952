/**
 * Uploaded images made smaller before they are stored (issue 29): turned upright by their
 * EXIF orientation, fitted inside `maxSide` pixels (never enlarged) and written again in the
 * same format, which also drops the camera's metadata (place, device). A phone's 4000-pixel
 * photo of 4 MB becomes a few hundred KB. Undefined when sharp cannot read the bytes.
 */
import sharp from 'sharp';
import { sniffImage, type ImageKind } from './file-type';

/** No decoder is handed more than this many pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export async function resizedImage(
  bytes: Uint8Array,
  kind: ImageKind,
  maxSide: number,
): Promise<Uint8Array | undefined> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind.type === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : kind.type === 'image/webp'
          ? image.webp({ quality: 82 })
          : image.jpeg({ quality: 82, mozjpeg: true });
    return new Uint8Array(await encoded.toBuffer());
  } catch {
    return undefined;
  }
}

/** A photo (a student's, a user's own) is kept at most this many pixels a side: an avatar's size. */
export const PHOTO_MAX_SIDE = 512;

/**
 * An uploaded photo as it will be stored: a PNG, JPEG or WebP by its bytes, made smaller;
 * undefined for anything else, or an image that cannot be read.
 */
export async function storablePhoto(
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; extension: string } | undefined> {
  const kind = sniffImage(bytes);
  const resized = kind && (await resizedImage(bytes, kind, PHOTO_MAX_SIDE));
  return kind && resized && { bytes: resized, extension: kind.extension };
}
