/**
 * What an uploaded logo really is, from its bytes: PNG, JPEG or WebP (by signature), or an SVG
 * document. An SVG is never stored as sent (it can carry script, links and entity tricks in
 * more spellings than any hand-written filter knows, `<x:script>` among them): it is
 * rasterised to PNG by sharp (libvips and librsvg, which run no script and fetch nothing), so
 * what is served is pixels.
 */
import sharp from 'sharp';
import { sniffImage, type ImageKind } from '../identity';

export type LogoKind = ImageKind | { type: 'image/svg+xml'; extension: '.svg' };

const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The largest side of a rasterised logo, and the most pixels librsvg may draw. */
export const LOGO_MAX_SIDE = 1024;
const MAX_INPUT_PIXELS = 4096 * 4096;

export function sniffLogo(bytes: Uint8Array): LogoKind | undefined {
  const image = sniffImage(bytes);
  if (image) return image;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  if (!SVG_START.test(text) || !/<\/svg\s*>\s*$/i.test(text)) return undefined;
  return { type: 'image/svg+xml', extension: '.svg' };
}

/** The logo as it will be stored: raster images as sent, an SVG drawn to PNG; undefined if it cannot be drawn. */
export async function storableLogo(
  bytes: Uint8Array,
): Promise<{ bytes: Uint8Array; extension: string } | undefined> {
  const kind = sniffLogo(bytes);
  if (!kind) return undefined;
  if (kind.type !== 'image/svg+xml') return { bytes, extension: kind.extension };
  try {
    const png = await sharp(bytes, { density: 144, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({
        width: LOGO_MAX_SIDE,
        height: LOGO_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .png()
      .toBuffer();
    return { bytes: new Uint8Array(png), extension: '.png' };
  } catch {
    return undefined;
  }
}
