/** Logos by their bytes: raster signatures, and SVG documents (which are then rasterised). */
import { sniffLogo } from './logo-type';

const text = (s: string) => new TextEncoder().encode(s);

test.each([
  ['PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), '.png'],
  ['JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]), '.jpg'],
  ['WebP', text('RIFF\0\0\0\0WEBPVP8 '), '.webp'],
  ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>'), '.svg'],
  [
    'SVG with prolog',
    text('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg><g/></svg>\n'),
    '.svg',
  ],
  ['SVG, local link', text('<svg><use href="#a"/></svg>'), '.svg'],
  ['HTML', text('<html><svg></svg></html>'), undefined],
  ['plain text', text('hello'), undefined],
  ['GIF', text('GIF89a'), undefined],
])('%s → %s', (_name, bytes, extension) => {
  expect(sniffLogo(bytes)?.extension).toBe(extension);
});
