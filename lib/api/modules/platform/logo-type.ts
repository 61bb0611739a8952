/**
 * What an uploaded logo really is, from its bytes: PNG, JPEG or WebP (by signature), or an
 * SVG that is plain drawing. SVG can carry script; /storage serves it with a CSP that blocks
 * script and an <img> never runs it, but we still refuse anything active or external in it.
 */
import { sniffImage, type ImageKind } from '../identity';

export type LogoKind = ImageKind | { type: 'image/svg+xml'; extension: '.svg' };

const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>[]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;
/** Script, event handlers, embedded HTML, entity tricks and links to anything outside the file. */
const SVG_ACTIVE =
  /<script|<foreignObject|<iframe|<embed|<object|\son[a-z]+\s*=|javascript:|<!ENTITY|(?:xlink:)?href\s*=\s*["']?\s*(?!#|data:image\/(?:png|jpeg|webp|gif);)[^"'\s>]/i;

export function sniffLogo(bytes: Uint8Array): LogoKind | undefined {
  const image = sniffImage(bytes);
  if (image) return image;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return undefined;
  }
  if (!SVG_START.test(text) || !/<\/svg\s*>\s*$/i.test(text) || SVG_ACTIVE.test(text))
    return undefined;
  return { type: 'image/svg+xml', extension: '.svg' };
}
